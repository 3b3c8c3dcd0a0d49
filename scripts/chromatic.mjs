#!/usr/bin/env node
// Publishes the stories to Chromatic. Needs CHROMATIC_PROJECT_TOKEN and network;
// without a token it says so and exits at once, and it never hangs (timeout).
import { run } from './lib.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was published.\n' +
      'Set it to your Chromatic project token (chromatic.com → Manage → Configure) and run `npm run chromatic` again.\n' +
      'Offline, review visual changes locally: npm run test:visual, then open visual/report.html.',
  );
  process.exit(1);
}
const timeoutMinutes = Number(process.env.CHROMATIC_TIMEOUT_MINUTES ?? 15);
const code = await run('timeout', [
  `${timeoutMinutes}m`,
  'npx',
  'chromatic',
  '--exit-zero-on-changes',
  '--only-changed',
  '--build-script-name',
  'build-storybook',
  ...process.argv.slice(2),
]);
if (code === 124) console.error(`chromatic: gave up after ${timeoutMinutes} minutes (no network?).`);
process.exit(code);
