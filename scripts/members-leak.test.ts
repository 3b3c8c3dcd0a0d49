// The check that the built site holds no members-only content (scripts/members-leak.mjs,
// run on dist/ after every build by `npm test`) catches each way the content could leak.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript script without type declarations
import { findLeaks, memberSentences } from './members-leak.mjs';

const find = findLeaks as (dist: string) => string[];
const sentences = memberSentences as () => string[];

let dist: string;
beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'members-leak-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><p>Rondo 4v1</p>');
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'export const a = "Materi anggota";');
});
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

describe("the built site's members-only content check", () => {
  it("knows the members' sections by their sentences", () => {
    expect(sentences()).toContain('Progresi untuk pemain yang sudah mahir');
    expect(sentences()).toContain('Bawa kotak pendingin berisi buah potong dan air.');
  });

  it('passes a build without them', () => {
    expect(find(dist)).toEqual([]);
  });

  it("finds a sentence of a members' section in a bundle", () => {
    fs.writeFileSync(
      path.join(dist, 'assets', 'blog.js'),
      `const locked = \`<p>Hindari mencoba makanan baru saat turnamen.</p>\`;`,
    );
    expect(find(dist)).toEqual([
      `${path.join('assets', 'blog.js')}: members' text "Hindari mencoba makanan baru saat turnamen."`,
    ]);
  });

  it("finds msw's mock service worker, which only Storybook may serve", () => {
    fs.writeFileSync(path.join(dist, 'mockServiceWorker.js'), 'self.addEventListener("fetch", f);');
    expect(find(dist)).toEqual([
      "mockServiceWorker.js: the mock service worker (Storybook's only)",
    ]);
  });

  it('finds a PDF by its name, by its signature, and base64-encoded', () => {
    fs.mkdirSync(path.join(dist, 'docs'));
    fs.writeFileSync(path.join(dist, 'docs', 'drill-sheet-rondo-4v1.pdf'), 'x');
    fs.writeFileSync(path.join(dist, 'assets', 'profile.bin'), '%PDF-1.4\n%%EOF\n');
    fs.writeFileSync(
      path.join(dist, 'assets', 'inline.js'),
      `const u = "data:application/pdf;base64,${Buffer.from('%PDF-1.4').toString('base64')}";`,
    );
    expect(find(dist).sort()).toEqual([
      `${path.join('assets', 'inline.js')}: a base64-encoded PDF`,
      `${path.join('assets', 'profile.bin')}: a PDF (starts with %PDF-)`,
      `${path.join('docs', 'drill-sheet-rondo-4v1.pdf')}: a PDF file`,
    ]);
  });
});
