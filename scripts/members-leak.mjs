#!/usr/bin/env node
// The built site must not hold what only signed-in users may read: the members' PDFs and the
// members' sections of the blog posts live beside the server (server/members-content/) and
// are answered by the API to a valid token only. This looks through every file of the build
// for a PDF (by name, by its `%PDF-` signature, or base64-encoded) and for any sentence of a
// members' section. Nor may it ship msw's mock service worker (mockServiceWorker.js), which
// answers requests with made-up data: only Storybook serves it (.storybook/public/).
//
//   node scripts/members-leak.mjs [dist]     exit 1 and list what leaked; 0 when nothing did
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MEMBERS_DIR = path.join(ROOT, 'server', 'members-content');

/** The sentences of the members' sections (text of their paragraphs and list items), long enough to be their own. */
export function memberSentences(membersDir = MEMBERS_DIR) {
  const dir = path.join(membersDir, 'blog');
  const sentences = new Set();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const [, inner] of html.matchAll(/<(?:p|li|h2|h3)\b[^>]*>([\s\S]*?)<\/(?:p|li|h2|h3)>/g)) {
      const text = inner
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim();
      for (const sentence of text.split(/(?<=[.:!?])\s+/))
        if (sentence.length >= 24) sentences.add(sentence);
    }
  }
  return [...sentences];
}

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** What of the members' content a built site holds: one line per finding, none when clean. */
export function findLeaks(distDir, membersDir = MEMBERS_DIR) {
  const sentences = memberSentences(membersDir);
  if (!sentences.length) throw new Error(`no members' sections found in ${membersDir}`);
  const findings = [];
  for (const file of filesUnder(distDir)) {
    const name = path.relative(distDir, file);
    if (path.basename(name) === 'mockServiceWorker.js')
      findings.push(`${name}: the mock service worker (Storybook's only)`);
    const bytes = fs.readFileSync(file);
    if (/\.pdf$/i.test(name)) findings.push(`${name}: a PDF file`);
    else if (bytes.subarray(0, 5).toString('latin1') === '%PDF-')
      findings.push(`${name}: a PDF (starts with %PDF-)`);
    const text = bytes.toString('utf8');
    // A file that starts with "%PDF-", base64-encoded (a data: URL, say).
    if (text.includes('JVBERi0')) findings.push(`${name}: a base64-encoded PDF`);
    for (const sentence of sentences)
      if (text.includes(sentence)) findings.push(`${name}: members' text "${sentence}"`);
  }
  return findings;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? path.join(ROOT, 'dist'));
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.error(`members-leak: no build in ${dist}; run \`npm run build\` first.`);
    process.exit(2);
  }
  const findings = findLeaks(dist);
  if (findings.length) {
    console.error(`The built site holds what it must not (${findings.length}):`);
    for (const f of findings) console.error(`  ${f}`);
    process.exit(1);
  }
  console.log(
    `members-leak: ${path.relative(ROOT, dist) || dist} holds no members' PDF and no sentence of the ${memberSentences().length} of the members' sections.`,
  );
}
