import type { Article } from '../../../../common/api/types';
import { draftFromArticle, type ArticleDraft } from './article-form';

/** What the editor and the list say when someone else changed the article meanwhile. */
export const CONFLICT_STRINGS = {
  title: 'Artikel sudah diubah',
  description:
    'Admin lain menyimpan perubahan pada artikel ini setelah Anda membukanya. Perubahan Anda belum disimpan dan masih ada di editor.',
  showTheirs: 'Lihat versi mereka',
  hideTheirs: 'Sembunyikan versi mereka',
  keepMine: 'Simpan versi saya',
  keepMineNote: 'Menyimpan versi Anda akan menimpa perubahan mereka.',
  copyMine: 'Salin teks saya',
  copying: 'Menyalin...',
  back: 'Kembali ke editor',
  theirsHeading: 'Versi mereka (tersimpan)',
  mineHeading: 'Versi Anda (belum disimpan)',
  comparison: 'Perbandingan versi',
  differs: 'Berbeda',
  copied: 'Teks Anda disalin. Tempel di mana saja untuk menyimpannya.',
  copyFailed: 'Teks tidak dapat disalin otomatis. Editor tetap terbuka dengan teks Anda.',
  deleteTitle: 'Artikel sudah diubah',
  deleteDescription: (title: string) =>
    `“${title}” diubah oleh admin lain setelah daftar ini dimuat, jadi belum dihapus. Muat ulang artikel untuk melihat versi terbarunya sebelum memutuskan.`,
  reload: 'Muat ulang artikel',
  cancel: 'Batal',
} as const;

/** One line of the comparison: a field (or a section) as stored and as typed. */
export interface ComparisonRow {
  label: string;
  theirs: string;
  mine: string;
  differs: boolean;
}

const sectionText = (s: { subtitle: string; content: string } | undefined) =>
  s ? [s.subtitle.trim(), s.content.trim()].filter(Boolean).join('\n\n') : '';

/** The stored article beside the draft, field by field, then section by section. */
export function comparisonRows(theirs: Article, mine: ArticleDraft): ComparisonRow[] {
  const stored = draftFromArticle(theirs);
  const row = (label: string, a: string, b: string): ComparisonRow => ({
    label,
    theirs: a,
    mine: b,
    differs: a.trim() !== b.trim(),
  });
  const rows = [
    row('Judul', stored.title, mine.title),
    row('Penulis', stored.author, mine.author),
    row('Kategori', stored.category, mine.category),
    row('Tanggal', stored.date, mine.date),
    row('Tag', stored.tags.join(', '), mine.tags.join(', ')),
  ];
  const count = Math.max(stored.sections.length, mine.sections.length);
  for (let i = 0; i < count; i++)
    rows.push(
      row(`Bagian ${i + 1}`, sectionText(stored.sections[i]), sectionText(mine.sections[i])),
    );
  return rows;
}

/** The draft as plain text, for the clipboard: every field and section the admin typed. */
export function draftAsText(draft: ArticleDraft): string {
  const lines = [`Judul: ${draft.title}`];
  if (draft.author.trim()) lines.push(`Penulis: ${draft.author}`);
  if (draft.category.trim()) lines.push(`Kategori: ${draft.category}`);
  if (draft.date) lines.push(`Tanggal: ${draft.date}`);
  if (draft.tags.length) lines.push(`Tag: ${draft.tags.join(', ')}`);
  for (const [i, s] of draft.sections.entries()) {
    lines.push('', `Bagian ${i + 1}: ${s.subtitle}`, s.content);
    if (s.youtube.trim()) lines.push(`YouTube: ${s.youtube.trim()}`);
  }
  return lines.join('\n');
}
