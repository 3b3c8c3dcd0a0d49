import { formatNumber } from '../../../lib/format';

/** The URL's `halaman` (pages shown): a whole number from 1, anything else means 1. */
export const pagesFrom = (value: string | null) =>
  value && /^\d{1,3}$/.test(value) ? Number(value) : 1;

/**
 * "N artikel", for a search "N artikel untuk “q”", and how many of them are shown; without a
 * total (a server that does not count), "Sedikitnya N artikel": the cards on screen.
 */
export function resultText(total: number | null, shown: number, query: string): string {
  const about = query ? ` untuk “${query}”` : '';
  if (total === null) return `Sedikitnya ${formatNumber(shown)} artikel${about}`;
  const found = `${formatNumber(total)} artikel${about}`;
  return shown < total ? `${found}, ${formatNumber(shown)} ditampilkan` : found;
}
