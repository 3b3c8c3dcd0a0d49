const oneDecimal = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

/** 1_250_000 → "1,2 MB"; 5_300 → "5,2 KB"; the id-ID way, in units of 1024. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, Math.round(bytes))} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${oneDecimal.format(value)} ${units[unit]}`;
}

const dateTime = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** When an article was saved: "26 Nov 2026, 10.30" (the visitor's own time). */
export const formatSavedAt = (ms: number): string => dateTime.format(new Date(ms));
