#!/usr/bin/env node
// Builds Storybook, serves it, and runs every story as a test with
// @storybook/test-runner: play functions, axe (WCAG 2.2 AA) and the visual
// comparison against visual/baselines in both themes (pages also on a phone).
//
//   npm run test:visual                      compare everything
//   npm run test:visual:update               approve all changes
//   npm run test:visual:update -- "Pages/Login"  approve only the stories whose "Title Name" matches
//   npm run test:stories -- --no-build       reuse storybook-static
import fs from 'node:fs';
import { background, freePort, run, stop, waitForUrl } from './lib.mjs';
import { writeVisualReport } from './visual-report.mjs';

const argv = process.argv.slice(2);
const update = argv.includes('--update');
const noBuild = argv.includes('--no-build');
const filters = argv.filter((a) => !a.startsWith('--'));

if (!noBuild || !fs.existsSync('storybook-static/index.html')) {
  const code = await run('npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet', '--disable-telemetry']);
  if (code !== 0) process.exit(code);
}

fs.rmSync('visual/diffs', { recursive: true, force: true });
const port = await freePort();
const server = background('npx', ['http-server', 'storybook-static', '-p', String(port), '-a', '127.0.0.1', '-s', '-c-1']);
let code = 1;
try {
  await waitForUrl(`http://127.0.0.1:${port}/index.json`);
  const args = ['test-storybook', '--url', `http://127.0.0.1:${port}`, '--maxWorkers=2', '--failOnConsole'];
  if (update) args.push('-u');
  // Positional arguments filter by story: a regex over "Title StoryName" (e.g. "Pages/Login").
  // Only the story files holding a match run, and within them only matching stories are
  // checked and screenshot (.storybook/test-runner.ts reads STORY_FILTER).
  const env = { CI: process.env.CI ?? 'true' };
  if (filters.length) {
    const pattern = new RegExp(filters.join('|'));
    const index = await (await fetch(`http://127.0.0.1:${port}/index.json`)).json();
    const files = [
      ...new Set(
        Object.values(index.entries)
          .filter((e) => e.type === 'story' && pattern.test(`${e.title} ${e.name}`))
          .map((e) => e.importPath.replace(/^\.\//, '')),
      ),
    ];
    if (!files.length) {
      console.error(`No story matches ${pattern}.`);
      process.exit(1);
    }
    console.log(`Stories matching ${pattern} in: ${files.join(', ')}`);
    args.push(...files.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    env.STORY_FILTER = filters.join('|');
  }
  code = await run('npx', args, { env });
} finally {
  stop(server);
}
const changed = writeVisualReport();
if (changed > 0) {
  console.log(`\n${changed} visual change(s). Open visual/report.html to review; approve with npm run test:visual:update`);
}
process.exit(code);
