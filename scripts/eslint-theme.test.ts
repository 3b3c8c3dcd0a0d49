// @vitest-environment node
// The lint rule that keeps styles on the theme, as eslint.config.js configures it: in
// src (but the theme itself) a raw hex colour or colour function (rgba() etc.), a raw @media query or an inline style attribute
// is an error that says where the value belongs.
import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

type RuleEntry = Linter.RuleEntry;

/** The no-restricted-syntax entry the project's config gives `file`. */
async function restrictionsFor(file: string): Promise<RuleEntry> {
  const config = (await new ESLint({ cwd: ROOT }).calculateConfigForFile(file)) as Linter.Config;
  const entry = config.rules?.['no-restricted-syntax'];
  if (!entry) throw new Error(`eslint.config.js sets no no-restricted-syntax for ${file}`);
  return entry;
}

/** Lints `code` as a .tsx file with only that rule (the parse needs no type information). */
function lint(code: string, entry: RuleEntry) {
  return new Linter({ configType: 'flat' }).verify(
    code,
    [
      {
        files: ['**/*.tsx'],
        languageOptions: {
          parser: tseslint.parser,
          parserOptions: { ecmaFeatures: { jsx: true } },
        },
        rules: { 'no-restricted-syntax': entry },
      },
    ],
    { filename: 'Probe.tsx' },
  );
}

const ADHOC = `import styled from 'styled-components';
export const Box = styled.div\`
  color: #fff;
  @media (max-width: 600px) {
    display: none;
  }
\`;
`;

const ON_THE_THEME = `import styled from 'styled-components';
import { media } from '../../theme/tokens';
export const Box = styled.div\`
  color: \${({ theme }) => theme.color.text};
  \${media.md} {
    background: \${({ theme }) => theme.band.pitch};
  }
\`;
export const Skip = () => <a href="#konten">Langsung ke konten</a>;
`;

describe('styles take colours and breakpoints from the theme (src, but src/theme)', () => {
  let features: RuleEntry;
  beforeAll(async () => {
    features = await restrictionsFor('src/features/home/HomePage.tsx');
  }, 60_000);

  it('reports a hex colour and an @media query written in a styled template', () => {
    const messages = lint(ADHOC, features);
    expect(messages.map((m) => [m.ruleId, m.line])).toEqual([
      ['no-restricted-syntax', 2],
      ['no-restricted-syntax', 2],
    ]);
    expect(messages[0]!.message).toMatch(/raw hex colour.*theme.*src\/theme\/themes\.ts/);
    expect(messages[1]!.message).toMatch(/raw @media query.*media\.md.*src\/theme\/tokens\.ts/);
  });

  it('reports hex colours in strings and JSX attributes, and @media in strings', () => {
    const messages = lint(
      [
        "const hero = 'linear-gradient(135deg, #0b2e1f, #0f172a)';",
        "const wide = '@media (min-width: 900px)';",
        'export const Icon = () => <svg fill="#FFFFFF" />;',
      ].join('\n'),
      features,
    );
    expect(messages.map((m) => [m.line, m.message.slice(0, 20)])).toEqual([
      [1, 'A raw hex colour: ta'],
      [2, 'A raw @media query: '],
      [3, 'A raw hex colour: ta'],
    ]);
  });

  it('reports colour functions (rgba(), hsl(), oklch()) in templates and strings', () => {
    const messages = lint(
      [
        "import styled from 'styled-components';",
        'export const Box = styled.div`',
        '  box-shadow: 0 10px 30px -18px rgba(15, 23, 42, 0.35);',
        '`;',
        "const glow = 'radial-gradient(circle, hsla(24, 95%, 61%, 0.3), transparent 45%)';",
        "const ink = 'oklch(0.2 0.04 265)';",
      ].join('\n'),
      features,
    );
    expect(messages.map((m) => m.line)).toEqual([2, 5, 6]);
    for (const m of messages) expect(m.message).toMatch(/raw colour function.*translucent\(\)/);
  });

  it('accepts a theme colour made translucent, and words that merely end like one', () => {
    const code = [
      "import styled from 'styled-components';",
      "import { shade } from '../../theme/themes';",
      "import { translucent } from '../../theme/translucent';",
      'export const Box = styled.div`',
      '  box-shadow: 0 10px 30px ${translucent(shade.ink, 0.35)};',
      '`;',
      "const word = 'Kurikulum (lab) dan workshop(s)';",
    ].join('\n');
    expect(lint(code, features)).toEqual([]);
  });

  it('accepts theme colours, media tokens and in-page anchors', () => {
    expect(lint(ON_THE_THEME, features)).toEqual([]);
  });
});

describe('no inline style attributes (src)', () => {
  it.each(['src/features/about/AboutPage.tsx', 'src/app/RootLayout.tsx'])(
    'reports style={{...}} in %s',
    async (file) => {
      const messages = lint(
        'export const A = () => <p style={{ margin: 0 }}>x</p>;',
        await restrictionsFor(file),
      );
      expect(messages).toHaveLength(1);
      expect(messages[0]!.message).toMatch(/inline style attribute.*Content Security Policy/);
    },
    60_000,
  );
});

describe('where the rule holds', () => {
  it('holds in the shared components and the app shell too, and not in the theme itself', async () => {
    const component = await restrictionsFor('src/components/Button/Button.tsx');
    expect(lint(ADHOC, component)).toHaveLength(2);
    const config = (await new ESLint({ cwd: ROOT }).calculateConfigForFile(
      'src/theme/themes.ts',
    )) as Linter.Config;
    expect(config.rules?.['no-restricted-syntax']).toBeUndefined();
  }, 60_000);
});
