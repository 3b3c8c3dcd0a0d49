/** id-ID formatting helpers. */

/**
 * A formatter made on first use: building an Intl formatter loads the
 * locale's data, which costs tens of milliseconds on a phone, and most pages
 * that import this module never show a price.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
const idr = once(
  () =>
    new Intl.NumberFormat('id-ID', {
      style: 'currency',
      currency: 'IDR',
      maximumFractionDigits: 0,
    }),
);
const usd = once(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
    }),
);
const number = once(() => new Intl.NumberFormat('id-ID'));

/**
 * id-ID month names, as Intl.DateTimeFormat('id-ID', { month: 'long' }) gives
 * them. Dates are written by hand: the first Intl date formatter of a page
 * costs about 150 ms of main thread on a throttled phone (ICU's calendar
 * data), and every article card shows a date (format.test.ts checks that the
 * result equals Intl's).
 */
const MONTHS_ID = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

/** 125000000 → "Rp 125.000.000" (non-breaking space normalised to a space). */
export const formatIDR = (value: number): string =>
  idr()
    .format(value)
    .replace(/\u00a0/g, ' ');
/** 49.5 → "$49.50" (event prices). */
export const formatUSD = (value: number): string => usd().format(value);
/** 2034 → "2.034". */
export const formatNumber = (value: number): string => number().format(value);

/** "2026-10-28" → "28 Oktober 2026". Unknown or invalid dates give an empty string. */
export function formatDateID(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(d.getTime())
    ? ''
    : `${d.getUTCDate()} ${MONTHS_ID[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** Cuts text at `max` characters on a word boundary and adds an ellipsis (150 / 250). */
export function excerpt(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
