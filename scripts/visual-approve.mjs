#!/usr/bin/env node
// Approves reviewed screenshots: copies the image the last story run wrote to
// visual/run/<id>.png (the one visual/report.html shows) into visual/baselines
// as lossless WebP, checked to decode to exactly the reviewed pixels. It never
// renders again, so what is approved is what was reviewed.
//
//   npm run visual:approve -- "<screenshot id>" ...   exactly these screenshots
//   npm run visual:approve -- "<story id>"            every screenshot of that story
//   npm run visual:approve -- --all                   everything the report lists
//   npm run visual:approve -- --remove "<id>"         delete a baseline whose story is gone
//
// Approving records the run's browser in visual/browser.json; only the pinned
// browser's screenshots can be approved.
import fs from 'node:fs';
import path from 'node:path';
import { Transformer } from '@napi-rs/image';
import { readRun } from './visual-report.mjs';

const RUN_DIR = 'visual/run';
const BASELINES = 'visual/baselines';
const RECORD = 'visual/browser.json';
const EXT = '.webp';

/** Decoded pixels as RGBA, whatever channels the file stores (grey, RGB, RGBA). */
async function rgba(image) {
  const { width, height } = await new Transformer(image).metadata();
  const raw = await new Transformer(image).rawPixels();
  const channels = raw.length / (width * height);
  if (channels === 4) return raw;
  const out = Buffer.alloc(width * height * 4);
  for (let i = 0, j = 0; j < out.length; i += channels, j += 4) {
    const grey = channels <= 2;
    out[j] = raw[i];
    out[j + 1] = grey ? raw[i] : raw[i + 1];
    out[j + 2] = grey ? raw[i] : raw[i + 2];
    out[j + 3] = channels === 2 ? raw[i + 1] : 255;
  }
  return out;
}

/** The reviewed PNG as lossless WebP, refusing to write anything that decodes to other pixels. */
async function losslessWebp(png) {
  const webp = await new Transformer(png).webpLossless();
  const [a, b] = await Promise.all([rgba(png), rgba(webp)]);
  if (!a.equals(b)) throw new Error('the lossless WebP does not decode to the reviewed pixels');
  return webp;
}

const argv = process.argv.slice(2);
const all = argv.includes('--all');
const remove = argv.includes('--remove');
const names = argv.filter((a) => !a.startsWith('--'));

function fail(message) {
  console.error(`visual:approve: ${message}`);
  process.exit(1);
}

const { meta, outcomes, orphans } = readRun();

if (remove) {
  if (!names.length) fail('name the baseline(s) to remove, as the report shows them.');
  for (const id of names) {
    if (!orphans.includes(id))
      fail(`${id} is not a baseline without a story in the last run; nothing removed.`);
    fs.rmSync(path.join(BASELINES, `${id}${EXT}`));
    console.log(`removed ${id}`);
  }
  process.exit(0);
}

if (!all && !names.length)
  fail(
    'name what to approve (a screenshot id or a story id from visual/report.html), or pass --all.',
  );
if (!meta.browser) fail('there is no story run to approve from: run `npm run test:stories` first.');
if (!meta.browser.pinned) {
  fail(
    `the last run used ${meta.browser.name} ${meta.browser.version} (${meta.browser.executable}); ` +
      'baselines are approved only in the pinned browser. Unset CHROMIUM_PATH and run the stories again.',
  );
}

const pending = outcomes.filter(
  (o) => o.status !== 'same' && fs.existsSync(path.join(RUN_DIR, `${o.id}.png`)),
);
const chosen = all
  ? pending
  : pending.filter((o) => names.some((n) => o.id === n || o.storyId === n));
if (!all) {
  for (const n of names) {
    if (!chosen.some((o) => o.id === n || o.storyId === n)) {
      fail(`"${n}" is not a changed or new screenshot of the last run (see visual/report.html).`);
    }
  }
}
if (!chosen.length) {
  console.log('Nothing to approve: every screenshot of the last run matches its baseline.');
} else {
  fs.mkdirSync(BASELINES, { recursive: true });
  for (const o of chosen) {
    const reviewed = fs.readFileSync(path.join(RUN_DIR, `${o.id}.png`));
    fs.writeFileSync(path.join(BASELINES, `${o.id}${EXT}`), await losslessWebp(reviewed));
    // Approved: the report no longer lists it.
    fs.writeFileSync(path.join(RUN_DIR, `${o.id}.json`), JSON.stringify({ ...o, status: 'same' }));
    fs.rmSync(path.join(RUN_DIR, `${o.id}.png`));
    fs.rmSync(path.join(RUN_DIR, `${o.id}.diff.png`), { force: true });
    console.log(`approved ${o.id} (${o.status})`);
  }
}
const previous = fs.existsSync(RECORD) ? JSON.parse(fs.readFileSync(RECORD, 'utf8')) : undefined;
if (!previous || previous.version !== meta.browser.version) {
  fs.writeFileSync(
    RECORD,
    `${JSON.stringify({ browser: meta.browser.name, version: meta.browser.version }, null, 2)}\n`,
  );
  console.log(
    `visual/browser.json: baselines are now those of ${meta.browser.name} ${meta.browser.version}`,
  );
}
const { writeVisualReport } = await import('./visual-report.mjs');
const left = writeVisualReport();
console.log(
  `visual/report.html: ${left.changed} changed, ${left.added} new, ${left.orphaned} without a story left to review`,
);
