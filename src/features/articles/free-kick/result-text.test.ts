import { describe, expect, it } from 'vitest';
import { pagesFrom, resultText } from './result-text';

describe('Free Kick result line', () => {
  it('counts the articles found, and says how many are shown when not all', () => {
    expect(resultText(12, 12, '')).toBe('12 artikel');
    expect(resultText(1234, 12, '')).toBe('1.234 artikel, 12 ditampilkan');
    expect(resultText(3, 3, 'kiper')).toBe('3 artikel untuk “kiper”');
  });

  it('without a total, says at least the cards on screen', () => {
    expect(resultText(null, 12, '')).toBe('Sedikitnya 12 artikel');
    expect(resultText(null, 4, 'kiper')).toBe('Sedikitnya 4 artikel untuk “kiper”');
  });
});

describe('pages shown from the URL', () => {
  it('takes a whole number, anything else is 1', () => {
    expect(pagesFrom('3')).toBe(3);
    expect(pagesFrom(null)).toBe(1);
    expect(pagesFrom('')).toBe(1);
    expect(pagesFrom('2.5')).toBe(1);
    expect(pagesFrom('-1')).toBe(1);
    expect(pagesFrom('1000')).toBe(1);
  });
});
