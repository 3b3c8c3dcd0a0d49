/**
 * The editor's date field, as the site writes dates (id-ID): shown and typed day first,
 * dd/mm/yyyy, whatever the browser's locale, and sent as the contract's ISO date.
 */

export const DATE_MESSAGES = {
  format: 'Tulis tanggal sebagai hh/bb/tttt, misalnya 28/11/2026.',
  impossible: (typed: string) => `Tanggal ${typed} tidak ada di kalender.`,
  year: 'Tahun harus antara 1900 dan 2100.',
} as const;

/** The years an article may be dated in. */
const YEARS = { min: 1900, max: 2100 };

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date (2026-11-28) as the field shows it (28/11/2026); anything else as it is. */
export function displayDate(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
}

/**
 * A typed date read day first: 28/11/2026, 28-11-2026, 28.11.2026, 28 11 2026, 1/2/2026,
 * 28112026, or an ISO date (a draft kept before). `null` for an empty field (no date); else
 * the ISO date, or the message saying why it is none: an incomplete date or one in another
 * form, a day the calendar does not have (31/02/2026), a year outside 1900–2100.
 */
export function readDate(typed: string): { iso: string } | { problem: string } | null {
  const text = typed.trim();
  if (!text) return null;
  const parts =
    /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)?.slice(1).reverse() ??
    /^(\d{2})(\d{2})(\d{4})$/.exec(text)?.slice(1) ??
    /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/.exec(text)?.slice(1);
  if (!parts) return { problem: DATE_MESSAGES.format };
  const [day, month, year] = parts.map(Number) as [number, number, number];
  if (year < YEARS.min || year > YEARS.max) return { problem: DATE_MESSAGES.year };
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return { problem: DATE_MESSAGES.impossible(`${pad(day)}/${pad(month)}/${year}`) };
  return { iso: `${year}-${pad(month)}-${pad(day)}` };
}

/** The typed date written the field's way (28112026 → 28/11/2026) once it is a date; else as typed. */
export function tidyDate(typed: string): string {
  const read = readDate(typed);
  return read && 'iso' in read ? displayDate(read.iso) : typed;
}
