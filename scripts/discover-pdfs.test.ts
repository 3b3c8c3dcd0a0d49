import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The members' PDFs (written by scripts/make-discover-pdfs.mjs, served by the API to signed-in
 * users only) must be real, well-formed documents.
 */
const ROOT = path.resolve(import.meta.dirname, '../server/members-content/documents');
const DRILL_SHEET_PDF = 'drill-sheet-rondo-4v1.pdf';
const DOCS = [DRILL_SHEET_PDF, 'company-profile-api-futsal.pdf'];

function check(file: string) {
  const bytes = fs.readFileSync(path.join(ROOT, file));
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  // startxref points at the cross-reference table ...
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  // ... and every entry of the table points at the object it names.
  const table = /xref\s+0 (\d+)\s+([\s\S]*?)trailer/.exec(text.slice(startxref));
  const count = Number(table?.[1]);
  const entries = (table?.[2] ?? '').trim().split(/\n/).slice(1);
  expect(entries).toHaveLength(count - 1);
  entries.forEach((entry, i) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  // Every stream's declared /Length matches its bytes.
  for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    expect(text.slice(start + Number(m[1]), start + Number(m[1]) + '\nendstream'.length)).toBe(
      '\nendstream',
    );
  }
  return text;
}

describe("the members' PDFs", () => {
  it.each(DOCS)('%s is a well-formed PDF with real content', (file) => {
    const text = check(file);
    expect(text).toMatch(/\/Type \/Page\b/);
    expect(text).toMatch(/\(PT API Futsal Indonesia/);
  });

  it('the drill sheet describes the rondo 4v1 drill in Indonesian', () => {
    const text = check(DRILL_SHEET_PDF);
    for (const phrase of ['Rondo 4v1', '8 x 8 meter', 'Maksimal dua sentuhan', 'Progresi'])
      expect(text).toContain(phrase);
  });
});
