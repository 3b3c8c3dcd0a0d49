/**
 * Figures about the kit that its docs state in prose: the packed tarball's size and the
 * number of faulty variants its tests catch. The tests compare them with the real ones, so
 * the docs cannot drift from the code.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCS = ['README.md', 'docs/scripts.md', 'docs/conformance.md', 'conformance/README.md'];

function statements(pattern: RegExp): { where: string; value: number }[] {
  return DOCS.flatMap((file) => {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    return [...text.matchAll(pattern)].map((m) => ({
      where: `${file}: "${m[0]}"`,
      value: Number(m[1]),
    }));
  });
}

/** "futsal-conformance-….tgz (about 60 kB)", "~60 kB": the tarball's size. */
export const statedSizes = () =>
  statements(/(?:about|~)\s?(\d+(?:\.\d+)?) kB\b(?=[^\n]*)/g).map(({ where, value }) => ({
    where,
    kB: value,
  }));

/** "21 faulty variants": how many the kit's tests run it against. */
export const statedVariantCounts = () =>
  statements(/\b(\d+) faulty variants?\b/g).map(({ where, value }) => ({ where, count: value }));
