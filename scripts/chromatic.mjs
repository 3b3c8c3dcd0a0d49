#!/usr/bin/env node
// Publishes the stories to Chromatic, in the modes the local visual tier
// captures (`parameters.chromatic.modes`, from .storybook/modes.ts: light/dark
// on a desktop for components, plus the light phone for pages, plus the dark
// phone for layers that exist only on a phone).
//
// - Without CHROMATIC_PROJECT_TOKEN it says what is missing and exits 0, so a
//   fork's CI (which has no secret) stays green.
// - It never hangs without network: it gives up after CHROMATIC_TIMEOUT_MINUTES
//   (default 15).
// - TurboSnap (--only-changed) needs the whole git history to find the baseline
//   build's commit; in a shallow clone it is switched off, with a line saying so.
//
//   npm run chromatic                  publish (token from the environment)
//   npm run chromatic -- --modes       print the modes each story is captured in, and exit
import { execFileSync } from 'node:child_process';
import { run } from './lib.mjs';

if (process.argv.includes('--modes')) {
  const { COMPONENT_MODES, PAGE_MODES, PHONE_LAYER_MODES } =
    await import('../.storybook/modes.ts').catch(async () => {
      // Plain Node cannot import TypeScript: go through tsx, which the project has.
      const out = execFileSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '-e',
          "import('./.storybook/modes.ts').then((m) => console.log(JSON.stringify(m)))",
        ],
        { encoding: 'utf8' },
      );
      return JSON.parse(out);
    });
  console.log('Chromatic modes (parameters.chromatic.modes):');
  console.log(`  page stories (tag "page"): ${Object.keys(PAGE_MODES).join(', ')}`);
  console.log(`  component stories:         ${Object.keys(COMPONENT_MODES).join(', ')}`);
  console.log(`  phone-only layers:         ${Object.keys(PHONE_LAYER_MODES).join(', ')}`);
  console.log(JSON.stringify({ PAGE_MODES, COMPONENT_MODES, PHONE_LAYER_MODES }, null, 2));
  process.exit(0);
}

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set (nothing was published).\n' +
      '  To publish: set it to the project token (chromatic.com → Manage → Configure) and run `npm run chromatic`.\n' +
      '  Offline review: `npm run test:stories`, then open visual/report.html.',
  );
  process.exit(0);
}

const args = ['chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook'];
let shallow = false;
try {
  shallow =
    execFileSync('git', ['rev-parse', '--is-shallow-repository'], { encoding: 'utf8' }).trim() ===
    'true';
} catch {
  shallow = true;
}
if (shallow) {
  console.log(
    'chromatic: this is a shallow clone, so TurboSnap is off (fetch the full history to turn it on).',
  );
} else {
  args.push('--only-changed');
}

const timeoutMinutes = Number(process.env.CHROMATIC_TIMEOUT_MINUTES ?? 15);
const code = await run('timeout', [`${timeoutMinutes}m`, 'npx', ...args, ...process.argv.slice(2)]);
if (code === 124)
  console.error(`chromatic: gave up after ${timeoutMinutes} minutes (no network?).`);
process.exit(code);
