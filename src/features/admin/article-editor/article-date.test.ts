import { describe, expect, it } from 'vitest';
import { DATE_MESSAGES, displayDate, readDate, tidyDate } from './article-date';
import { draftFromArticle, emptyDraft, toArticleInput, validateDraft } from './article-form';

describe("the editor's date, day first (id-ID)", () => {
  it.each([
    ['28/11/2026', '2026-11-28'],
    ['28112026', '2026-11-28'],
    ['28-11-2026', '2026-11-28'],
    ['28.11.2026', '2026-11-28'],
    [' 1/2/2026 ', '2026-02-01'],
    ['29/02/2028', '2028-02-29'],
    ['2026-11-28', '2026-11-28'],
  ])('reads %j as %s', (typed, iso) => {
    expect(readDate(typed)).toEqual({ iso });
  });

  it('reads an empty field as no date', () => {
    expect(readDate('')).toBeNull();
    expect(readDate('   ')).toBeNull();
  });

  it.each(['2811', '28/11', '28/11/26', 'besok', '11/28/2026x', '2026/11/28'])(
    'says how to write %j',
    (typed) => {
      expect(readDate(typed)).toEqual({ problem: DATE_MESSAGES.format });
    },
  );

  it('says when the calendar has no such day, or the year is out of range', () => {
    expect(readDate('31022026')).toEqual({ problem: 'Tanggal 31/02/2026 tidak ada di kalender.' });
    expect(readDate('11/28/2026')).toEqual({
      problem: 'Tanggal 11/28/2026 tidak ada di kalender.',
    });
    expect(readDate('29/02/2026')).toEqual({
      problem: 'Tanggal 29/02/2026 tidak ada di kalender.',
    });
    expect(readDate('01/01/0000')).toEqual({ problem: DATE_MESSAGES.year });
  });

  it('shows a stored date day first, and tidies a typed one once it is a date', () => {
    expect(displayDate('2026-11-28')).toBe('28/11/2026');
    expect(displayDate('')).toBe('');
    expect(tidyDate('28112026')).toBe('28/11/2026');
    expect(tidyDate('1.2.2026')).toBe('01/02/2026');
    expect(tidyDate('2811')).toBe('2811');
  });
});

describe('the form sends the date as the contract wants it, or says why it cannot', () => {
  const draft = (date: string) => ({ ...emptyDraft(), title: 'Rondo', date });

  it('sends a typed date as ISO, and an empty one not at all', () => {
    expect(toArticleInput(draft('28112026')).date).toBe('2026-11-28');
    expect(toArticleInput(draft('')).date).toBeUndefined();
    expect(validateDraft(draft('28/11/2026'))).toEqual({});
  });

  it('refuses to save an incomplete or impossible date rather than dropping it', () => {
    expect(validateDraft(draft('2811'))).toEqual({ date: DATE_MESSAGES.format });
    expect(validateDraft(draft('31/02/2026'))).toEqual({
      date: 'Tanggal 31/02/2026 tidak ada di kalender.',
    });
  });

  it('opens a stored article with its date day first, and sends it back unchanged', () => {
    const opened = draftFromArticle({
      id: 7,
      title: 'Rondo',
      author: '',
      date: '2026-11-28',
      category: '',
      banner: null,
      tags: [],
      sections: [],
      version: 1,
    });
    expect(opened.date).toBe('28/11/2026');
    expect(toArticleInput(opened).date).toBe('2026-11-28');
  });
});
