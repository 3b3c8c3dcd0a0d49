// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

const features = fs.existsSync('src/features')
  ? fs
      .readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/**
 * The site is a house of three floors, and imports only run down:
 *   src/app (the composition: entries, route tables, providers, RootLayout, guard, errors)
 *   → src/features (the product's screens)
 *   → src/shell (what every screen stands on: session, layout, offline)
 *   → src/components | src/api | src/lib | src/theme | src/config.
 * A feature reaches another feature only through that feature's index.ts. The service worker
 * shares one vocabulary file with the pages (src/service-worker/protocol.ts) and imports no page.
 */
const BOTTOM = ['./src/components', './src/api', './src/lib', './src/theme', './src/config'];
const zones = [
  // The site and the server never import each other; what both need lives in common/.
  {
    target: './src',
    from: './server',
    message: 'The site (src/) must not import the server: move what both need to common/.',
  },
  {
    target: './server',
    from: './src',
    message: 'The server must not import the site (src/): move what both need to common/.',
  },
  {
    target: './common',
    from: ['./src', './server', './mocks'],
    message: 'common/ is shared by the site and the server: it imports neither.',
  },
  {
    target: BOTTOM,
    from: ['./src/shell', './src/features', './src/app'],
    message:
      'Components, api, lib, theme and config are the floor everything stands on: they import neither the shell, a feature nor the app.',
  },
  {
    target: './src/shell',
    from: ['./src/features', './src/app'],
    message:
      'The shell (session, layout, offline) is what every screen stands on: it imports neither a feature nor the app.',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'Features must not import the app: the app composes them.',
  },
  {
    target: './src/service-worker',
    from: ['./src/app', './src/features', './src/shell', './src/components', './src/api'],
    message:
      'The service worker must not import the pages: what both need lives in src/service-worker/protocol.ts.',
  },
  ...features.map((f) => ({
    target: `./src/features/${f}`,
    from: './src/features',
    except: [`./${f}`, ...features.filter((o) => o !== f).map((o) => `./${o}/index.ts`)],
    message: 'Use the other feature through its index.ts.',
  })),
];

/**
 * Styles take their colours and breakpoints from the theme (src/theme/themes.ts: theme.color.*
 * and theme.band.*; src/theme/tokens.ts: media.*), so both themes and every layout change stay
 * in one place; a value the theme lacks is added there under a name. Inline style attributes are
 * forbidden by the site's Content Security Policy: styled components (with $props) instead.
 */
const HEX_COLOUR = String.raw`#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\b`;
/** A colour function: rgb(), rgba(), hsl(), hsla(), hwb(), lab(), lch(), oklab(), oklch(). */
const COLOUR_FUNCTION = String.raw`\b(?:rgba?|hsla?|hwb|ok(?:lab|lch)|lab|lch)\(`;
const MESSAGES = {
  colourFunction:
    'A raw colour function (rgba() etc.): take the colour from the theme and its opacity through translucent() (src/theme/translucent.ts), e.g. ${translucent(shade.ink, 0.35)}; shared shadows are in elevation (src/theme/themes.ts).',
  colour:
    'A raw hex colour: take it from the theme (${({ theme }) => theme.color.x} or theme.band.x, defined in src/theme/themes.ts); add a named colour there if it is missing.',
  media:
    "A raw @media query: use the theme's (${media.md} etc. from src/theme/tokens.ts); add a named breakpoint there if it is missing.",
  style:
    'An inline style attribute: the Content Security Policy forbids inline styles; use a styled component (transient $props for values).',
};
const NO_INLINE_STYLE = [{ selector: "JSXAttribute[name.name='style']", message: MESSAGES.style }];
const THEME_RESTRICTIONS = [
  { selector: `TemplateElement[value.raw=/${HEX_COLOUR}/]`, message: MESSAGES.colour },
  { selector: `Literal[value=/${HEX_COLOUR}/]`, message: MESSAGES.colour },
  { selector: `TemplateElement[value.raw=/${COLOUR_FUNCTION}/]`, message: MESSAGES.colourFunction },
  { selector: `Literal[value=/${COLOUR_FUNCTION}/]`, message: MESSAGES.colourFunction },
  { selector: 'TemplateElement[value.raw=/@media\\b/]', message: MESSAGES.media },
  { selector: 'Literal[value=/@media\\b/]', message: MESSAGES.media },
  ...NO_INLINE_STYLE,
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'conformance/dist',
      'conformance/common',
      'conformance/.build',
      'conformance/openapi',
      'storybook-static',
      'node_modules',
      'common/api/schema.d.ts',
      '.storybook/public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      'visual-report',
    ],
  },
  js.configs.recommended,
  // Type-aware: the rules see the types the TypeScript projects give each file.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Each file is checked with the tsconfig.json nearest to it. The files
        // that nearest tsconfig.json does not include get the root one's options.
        projectService: {
          allowDefaultProject: [
            'playwright.server.config.ts',
            'vitest.conformance.config.ts',
            'vitest.server.config.ts',
          ],
          defaultProject: 'tsconfig.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      // import/no-cycle reads the imported files: with the TypeScript parser, and never the
      // packages' own files (a cycle there is not ours, and parsing them costs minutes).
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/ignore': ['node_modules'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': ['error', { zones }],
      // A cycle of imports (a → b → a) makes module order matter and units hard to split.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The JavaScript files (scripts, configs) belong to no TypeScript project.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Scripts the built site serves as they are, and the visual review page's: they run in the browser.
    files: ['public/**/*.js', 'scripts/visual-viewer.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A file that no module imports (tests, stories, journeys) cannot be part of an import cycle;
    // a cycle through such a file is still found from the imported files on it.
    files: ['**/*.{test,spec,stories}.{ts,tsx}'],
    rules: { 'import/no-cycle': 'off' },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The theme itself is where the colours and breakpoints are written.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/theme/**'],
    rules: { 'no-restricted-syntax': ['error', ...THEME_RESTRICTIONS] },
  },
  ...storybook.configs['flat/recommended'],
);
