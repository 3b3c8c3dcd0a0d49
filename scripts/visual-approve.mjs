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
//   npm run visual:approve -- --recompress            rewrite the baselines at the encoder's best
//
// Approving records the run's browser in visual/browser.json; only the pinned
// browser's screenshots can be approved. The review page (`npm run visual:review`,
// scripts/visual-review.mjs) approves through the same functions.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transformer } from '@napi-rs/image';
import sharp from 'sharp';
import { readRun, writeVisualReport } from './visual-report.mjs';

const EXT = '.webp';

/** A refusal the reviewer can act on; nothing was written when it is thrown. */
export class ApprovalError extends Error {}

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

/**
 * libwebp's greatest lossless effort (sharp: effort 6, quality 100): the baselines are written
 * once and read on every run, and it stores the same pixels in about a tenth fewer bytes than
 * the default effort. It is slow (seconds for a long desktop page): the review page approves at
 * QUICK_EFFORT, answers at once, and recompresses at BEST_EFFORT afterwards (recompressBaseline).
 */
export const BEST_EFFORT = 6;
/** libwebp's fastest lossless effort: about 20 times faster, a third more bytes. */
export const QUICK_EFFORT = 0;

/** Writes a file whole or not at all (a story run reading a baseline never sees half of one). */
function writeAtomically(file, bytes) {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, bytes);
  fs.renameSync(tmp, file);
}

/** The reviewed image as lossless WebP, refusing to write anything that decodes to other pixels. */
async function losslessWebp(image, effort = BEST_EFFORT) {
  const webp = await sharp(image).webp({ lossless: true, effort, quality: 100 }).toBuffer();
  const [a, b] = await Promise.all([rgba(image), rgba(webp)]);
  if (!a.equals(b))
    throw new ApprovalError('the lossless WebP does not decode to the reviewed pixels');
  return webp;
}

/**
 * Writes every baseline again with the encoder above where that makes it smaller (the pixels
 * checked to be the same), for baselines approved with an earlier, weaker encoding.
 */
export async function recompressBaselines({ root = process.cwd() } = {}) {
  const { baselines } = dirs(root);
  let before = 0;
  let after = 0;
  for (const name of fs.readdirSync(baselines).filter((f) => f.endsWith(EXT))) {
    const file = path.join(baselines, name);
    const old = fs.readFileSync(file);
    const smaller = await losslessWebp(old);
    before += old.length;
    if (smaller.length < old.length) fs.writeFileSync(file, smaller);
    after += Math.min(smaller.length, old.length);
  }
  return { before, after };
}

/**
 * Writes one baseline again at BEST_EFFORT when that makes it smaller (the same pixels, checked):
 * what the review page does after each approval. Returns the sizes before and after.
 */
export async function recompressBaseline({ id, root = process.cwd() }) {
  const file = path.join(dirs(root).baselines, `${id}${EXT}`);
  const old = fs.readFileSync(file);
  const smaller = await losslessWebp(old);
  // Approved again meanwhile: that newer file stays as it is.
  if (!fs.readFileSync(file).equals(old)) return { before: old.length, after: old.length };
  if (smaller.length < old.length) writeAtomically(file, smaller);
  return { before: old.length, after: Math.min(smaller.length, old.length) };
}

/** The digest the review page shows for a screenshot, so an approval names the exact image. */
export const digestOf = (bytes) => crypto.createHash('sha256').update(bytes).digest('hex');

const dirs = (root) => ({
  run: path.join(root, 'visual/run'),
  baselines: path.join(root, 'visual/baselines'),
  record: path.join(root, 'visual/browser.json'),
});

/**
 * Approves screenshots of the last run: `names` are screenshot or story ids (or `all`).
 * `digests` (id → sha256 of the reviewed PNG), when given, must match the files on disk,
 * so a page loaded before a newer run cannot approve images nobody looked at.
 * `effort`: libwebp's lossless effort (BEST_EFFORT unless told; the review page passes
 * QUICK_EFFORT and recompresses afterwards).
 * Returns what it approved, what it recorded, and what is left to review.
 */
export async function approve({
  names = [],
  all = false,
  digests,
  root = process.cwd(),
  effort = BEST_EFFORT,
} = {}) {
  const d = dirs(root);
  const { meta, outcomes } = readRun(root);
  if (!all && !names.length)
    throw new ApprovalError(
      'name what to approve (a screenshot id or a story id from visual/report.html), or pass --all.',
    );
  if (!meta.browser)
    throw new ApprovalError(
      'there is no story run to approve from: run `npm run test:stories` first.',
    );
  if (!meta.browser.pinned) {
    throw new ApprovalError(
      `the last run used ${meta.browser.name} ${meta.browser.version} (${meta.browser.executable}); ` +
        'baselines are approved only in the pinned browser. Unset CHROMIUM_PATH and run the stories again.',
    );
  }
  const pending = outcomes.filter(
    (o) => o.status !== 'same' && fs.existsSync(path.join(d.run, `${o.id}.png`)),
  );
  const chosen = all
    ? pending
    : pending.filter((o) => names.some((n) => o.id === n || o.storyId === n));
  if (!all) {
    for (const n of names) {
      if (!chosen.some((o) => o.id === n || o.storyId === n)) {
        throw new ApprovalError(
          `"${n}" is not a changed or new screenshot of the last run (see visual/report.html).`,
        );
      }
    }
  }
  // Read and check everything before writing anything: all or nothing.
  const reviewed = chosen.map((o) => ({
    o,
    png: fs.readFileSync(path.join(d.run, `${o.id}.png`)),
  }));
  if (digests) {
    for (const { o, png } of reviewed) {
      if (digests[o.id] !== digestOf(png))
        throw new ApprovalError(
          `${o.id} is not the image this page showed (a newer story run replaced it): reload the page and review it again.`,
        );
    }
  }
  const webps = await Promise.all(reviewed.map(({ png }) => losslessWebp(png, effort)));
  fs.mkdirSync(d.baselines, { recursive: true });
  const approved = [];
  reviewed.forEach(({ o }, i) => {
    writeAtomically(path.join(d.baselines, `${o.id}${EXT}`), webps[i]);
    // Approved: the report no longer lists it.
    fs.writeFileSync(path.join(d.run, `${o.id}.json`), JSON.stringify({ ...o, status: 'same' }));
    fs.rmSync(path.join(d.run, `${o.id}.png`));
    fs.rmSync(path.join(d.run, `${o.id}.diff.png`), { force: true });
    approved.push({ id: o.id, status: o.status });
  });
  let recorded;
  const previous = fs.existsSync(d.record)
    ? JSON.parse(fs.readFileSync(d.record, 'utf8'))
    : undefined;
  if (!previous || previous.version !== meta.browser.version) {
    const record = { browser: meta.browser.name, version: meta.browser.version };
    fs.writeFileSync(d.record, `${JSON.stringify(record, null, 2)}\n`);
    recorded = record;
  }
  return { approved, recorded, left: writeVisualReport(root) };
}

/** Deletes baselines whose story is gone (the report's "without a story" rows) and nothing else. */
export function removeBaselines({ names = [], root = process.cwd() } = {}) {
  const d = dirs(root);
  if (!names.length)
    throw new ApprovalError('name the baseline(s) to remove, as the report shows them.');
  const { orphans } = readRun(root);
  for (const id of names) {
    if (!orphans.includes(id))
      throw new ApprovalError(
        `${id} is not a baseline without a story in the last run; nothing removed.`,
      );
  }
  for (const id of names) fs.rmSync(path.join(d.baselines, `${id}${EXT}`));
  return { removed: names, left: writeVisualReport(root) };
}

async function cli(argv) {
  const names = argv.filter((a) => !a.startsWith('--'));
  try {
    if (argv.includes('--recompress')) {
      const { before, after } = await recompressBaselines();
      console.log(`visual/baselines: ${before} bytes before, ${after} after (the same pixels)`);
      return 0;
    }
    if (argv.includes('--remove')) {
      for (const id of removeBaselines({ names }).removed) console.log(`removed ${id}`);
      return 0;
    }
    const { approved, recorded, left } = await approve({ names, all: argv.includes('--all') });
    if (!approved.length)
      console.log('Nothing to approve: every screenshot of the last run matches its baseline.');
    for (const a of approved) console.log(`approved ${a.id} (${a.status})`);
    if (recorded)
      console.log(
        `visual/browser.json: baselines are now those of ${recorded.browser} ${recorded.version}`,
      );
    console.log(
      `visual/report.html: ${left.changed} changed, ${left.added} new, ${left.orphaned} without a story left to review`,
    );
    return 0;
  } catch (e) {
    if (!(e instanceof ApprovalError)) throw e;
    console.error(`visual:approve: ${e.message}`);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  process.exitCode = await cli(process.argv.slice(2));
