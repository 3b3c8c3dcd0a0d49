#!/usr/bin/env node
// Builds Storybook, serves it, and runs every story as a test with
// @storybook/test-runner: play functions, axe (WCAG 2.2 AA) and the visual
// comparison against visual/baselines (both themes; pages also on a phone).
//
//   npm run test:stories                      everything
//   npm run test:stories -- "Pages/Login"     only the stories it matches: a case-insensitive
//                                             regex over "Title Name", "Title ExportName" or
//                                             the story id (scripts/story-filter.mjs); when
//                                             none matches, it says so before building
//                                             anything and lists the closest story names
//   npm run test:stories -- --no-build        reuse storybook-static as it is
//   npm run test:stories -- --port=6100       serve storybook-static on that port (or
//                                             STORIES_PORT=6100); else on a free one
//
// storybook-static/ is rebuilt only when what it is built from changed since its last build
// (scripts/storybook-inputs.mjs): a focused run after a full one starts at once. `--build`
// forces a build. The run ends with how its time split.
//
// The visual comparison runs only in the browser the baselines were approved
// in (visual/browser.json, the Chromium pinned by the lockfile):
// - CHROMIUM_PATH pointing at another version: the stories still run (play and
//   axe), and the tier fails with one message naming both versions;
// - no pinned build for this platform (macOS, Windows, arm64): the stories run
//   in the system Chromium and the comparison is skipped, with a line saying so.
// Review changes in visual/report.html; approve with `npm run visual:approve`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { background, freePort, run, stop, waitForUrl } from './lib.mjs';
import { closestStories, matchStories } from './story-filter.mjs';
import { quietRunnerOutput } from './runner-noise.mjs';
import { writeVisualReport } from './visual-report.mjs';
import { builtDigest, inputsDigest } from './storybook-inputs.mjs';
import { portOption, PortOptionError, withoutPortOption } from './port-option.mjs';

const require = createRequire(import.meta.url);
const { browserInfo } = require('./browser.cjs');

let chosenPort;
try {
  chosenPort = portOption(process.argv.slice(2), 'port', 'STORIES_PORT');
} catch (error) {
  if (!(error instanceof PortOptionError)) throw error;
  console.error(`test:stories: ${error.message}`);
  process.exit(2);
}
const argv = withoutPortOption(process.argv.slice(2), 'port');
const noBuild = argv.includes('--no-build');
const forceBuild = argv.includes('--build');
const timings = [];
let mark = performance.now();
/** Records how long the step that just ended took. */
const lap = (step) => {
  const now = performance.now();
  timings.push([step, (now - mark) / 1000]);
  mark = now;
};
const filters = argv.filter((a) => !a.startsWith('--'));
const RECORD = 'visual/browser.json';
const RUN_DIR = 'visual/run';

const browser = browserInfo();
const approved = fs.existsSync(RECORD) ? JSON.parse(fs.readFileSync(RECORD, 'utf8')) : undefined;
let visual = 'compare';
let browserProblem = '';
if (!browser.pinned && !process.env.CHROMIUM_PATH) {
  visual = 'skip';
  console.log(
    `visual comparison skipped: there is no pinned Chromium for ${process.platform}-${process.arch}, and the ` +
      `baselines hold only in the pinned one. The stories still run (play functions and axe) in ${browser.executable}.`,
  );
} else if (approved && approved.version !== browser.version && browser.pinned) {
  // The lockfile now pins another Chromium: compare anyway, so that the report
  // shows what the new browser draws differently, and fail until it is approved.
  browserProblem =
    `the baselines were approved in ${approved.browser} ${approved.version}, and the lockfile now ` +
    `pins ${browser.name} ${browser.version}: review visual/report.html, then ` +
    '`npm run visual:approve -- --all` records the new browser in visual/browser.json.';
  console.error(browserProblem);
} else if (approved && approved.version !== browser.version) {
  visual = 'skip';
  browserProblem =
    `visual comparison not run: the baselines were approved in ${approved.browser} ${approved.version}, ` +
    `and this run uses ${browser.name} ${browser.version} (${browser.executable}). ` +
    'Unset CHROMIUM_PATH to use the pinned browser.';
  console.error(browserProblem);
}

const digest = inputsDigest();
const built = fs.existsSync('storybook-static/index.html');

/**
 * The stories of the sources as they are: the built index when the build is current, else
 * Storybook's own indexer (`storybook index`, a few seconds; it bundles nothing).
 */
async function currentStories() {
  let file = 'storybook-static/index.json';
  if (!(built && builtDigest() === digest && fs.existsSync(file))) {
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'story-index-')), 'index.json');
    const code = await run(
      'npx',
      ['storybook', 'index', '-o', file, '--quiet', '--disable-telemetry'],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (code !== 0) process.exit(code);
  }
  return Object.values(JSON.parse(fs.readFileSync(file, 'utf8')).entries).filter(
    (e) => e.type === 'story',
  );
}

// A filter that matches nothing is said at once, before anything is built.
if (filters.length) {
  const stories = await currentStories();
  if (!matchStories(stories, filters).length) {
    console.error(
      `No story matches ${filters.map((f) => JSON.stringify(f)).join(' or ')} (by "Title Name", ` +
        '"Title ExportName" or story id). The closest story names:\n' +
        closestStories(stories, filters)
          .map((n) => `  ${n}`)
          .join('\n'),
    );
    process.exit(1);
  }
}
if (forceBuild || !built || (!noBuild && builtDigest() !== digest)) {
  if (built && !forceBuild)
    console.log('Storybook: sources changed since the last build, rebuilding…');
  const code = await run('node', ['scripts/build-storybook.mjs', '--summary']);
  if (code !== 0) process.exit(code);
  lap('build Storybook');
} else {
  console.log('Storybook: reusing storybook-static/ (nothing it is built from changed).');
  lap('check the last build (reused)');
}

fs.rmSync(RUN_DIR, { recursive: true, force: true });
fs.mkdirSync(RUN_DIR, { recursive: true });
const port = chosenPort ?? (await freePort());
// http-server calls an API Node deprecates (DEP0066, OutgoingMessage.prototype._headers) on
// every request; the warning says nothing about the stories, so it is not printed.
const server = background(process.execPath, [
  '--disable-warning=DEP0066',
  'node_modules/http-server/bin/http-server',
  'storybook-static',
  '-p',
  String(port),
  '-a',
  '127.0.0.1',
  '-s',
  '-c-1',
]);
let code = 1;
let storyIds = [];
try {
  await waitForUrl(`http://127.0.0.1:${port}/index.json`);
  const index = await (await fetch(`http://127.0.0.1:${port}/index.json`)).json();
  const stories = Object.values(index.entries).filter((e) => e.type === 'story');
  const args = [
    'test-storybook',
    '--url',
    `http://127.0.0.1:${port}`,
    '--maxWorkers=2',
    '--failOnConsole',
  ];
  const env = { CI: process.env.CI ?? 'true', VISUAL: visual };
  // Positional arguments filter by story (scripts/story-filter.mjs). Only the story files
  // holding a match run, and within them only the matching stories are checked and captured
  // (.storybook/test-runner.ts reads their ids from STORY_IDS).
  let selected = stories;
  if (filters.length) {
    selected = matchStories(stories, filters);
    const files = [...new Set(selected.map((e) => e.importPath.replace(/^\.\//, '')))];
    console.log(
      `${selected.length} ${selected.length === 1 ? 'story' : 'stories'} in: ${files.join(', ')}`,
    );
    args.push(...files.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    env.STORY_IDS = selected.map((e) => e.id).join(',');
  }
  storyIds = selected.map((e) => e.id);
  fs.writeFileSync(
    `${RUN_DIR}/meta.json`,
    JSON.stringify({ browser, visual, filtered: filters.length > 0, storyIds }, null, 2),
  );
  lap('serve storybook-static, read its index');
  // The runner's results go to stderr, through the filter of its unsolicited advice.
  code = await new Promise((resolve) => {
    const child = spawn('npx', args, {
      stdio: ['ignore', 'inherit', 'pipe'],
      env: { ...process.env, SCARF_ANALYTICS: 'false', ...env },
    });
    child.stderr.pipe(quietRunnerOutput()).pipe(process.stderr);
    child.on('close', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
  lap(`test-runner: ${selected.length} ${selected.length === 1 ? 'story' : 'stories'}`);
} finally {
  stop(server);
}

if (visual === 'compare') {
  const { changed, added, orphaned } = writeVisualReport();
  if (changed + added + orphaned > 0) {
    console.log(
      `\nvisual: ${changed} changed, ${added} new without a baseline, ${orphaned} baseline(s) without a story. ` +
        'Review them in visual/report.html; each row shows the command that approves it.',
    );
    if (orphaned > 0) code = code || 1;
  } else {
    console.log('\nvisual: every screenshot matches its baseline.');
  }
}
if (visual === 'compare') lap('visual report');
const total = timings.reduce((sum, [, s]) => sum + s, 0);
console.log(
  `\ntime: ${total.toFixed(1)} s = ${timings.map(([step, s]) => `${step} ${s.toFixed(1)} s`).join(' + ')}`,
);
if (browserProblem) {
  console.error(`\n${browserProblem}`);
  code = 1;
}
process.exit(code);
