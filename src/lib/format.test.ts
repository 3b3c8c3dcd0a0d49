import { describe, expect, it } from 'vitest';
import { excerpt, formatDateID, formatIDR, formatNumber, formatUSD } from './format';

describe('formatting (id-ID)', () => {
  it('formats rupiah, dollars and numbers', () => {
    expect(formatIDR(125_000_000)).toBe('Rp 125.000.000');
    expect(formatUSD(49.5)).toBe('$49.50');
    expect(formatNumber(2034)).toBe('2.034');
  });

  it('formats dates in Indonesian and tolerates bad input', () => {
    expect(formatDateID('2026-10-28')).toBe('28 Oktober 2026');
    expect(formatDateID(null)).toBe('');
    expect(formatDateID('bukan tanggal')).toBe('');
  });

  it('writes every month, and full timestamps, exactly as Intl does for id-ID', () => {
    const intl = new Intl.DateTimeFormat('id-ID', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2026, month, month + 1));
      expect(formatDateID(date.toISOString().slice(0, 10))).toBe(intl.format(date));
    }
    expect(formatDateID('2026-01-05T23:30:00Z')).toBe(
      intl.format(new Date('2026-01-05T23:30:00Z')),
    );
  });

  it('cuts excerpts at the limit on a word boundary', () => {
    const text = 'kata '.repeat(100);
    const out = excerpt(text, 150);
    expect(out.length).toBeLessThanOrEqual(151);
    expect(out.endsWith('…')).toBe(true);
    expect(excerpt('pendek', 150)).toBe('pendek');
  });
});
