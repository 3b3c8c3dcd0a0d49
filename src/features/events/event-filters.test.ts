import { describe, expect, it } from 'vitest';
import { EVENTS } from './events-data';
import { filterEvents, filtersFromParams, filtersToParams, resultLine } from './event-filters';

describe('event filters', () => {
  it('reads category and search from the URL and ignores unknown categories', () => {
    expect(filtersFromParams(new URLSearchParams('category=Sports&search=clinic'))).toEqual({
      category: 'Sports',
      search: 'clinic',
    });
    expect(filtersFromParams(new URLSearchParams('category=Hacking'))).toEqual({
      category: 'All',
      search: '',
    });
    expect(filtersFromParams(new URLSearchParams(''))).toEqual({ category: 'All', search: '' });
  });

  it('leaves defaults out of the URL', () => {
    expect(filtersToParams({ category: 'All', search: '' }).toString()).toBe('');
    expect(filtersToParams({ category: 'Food', search: 'nobar final' }).toString()).toBe(
      'category=Food&search=nobar+final',
    );
  });

  it('filters by category and by a case-insensitive search', () => {
    expect(filterEvents(EVENTS, { category: 'All', search: '' })).toHaveLength(EVENTS.length);
    const sports = filterEvents(EVENTS, { category: 'Sports', search: '' });
    expect(sports.length).toBeGreaterThan(0);
    expect(sports.every((e) => e.category === 'Sports')).toBe(true);
    expect(filterEvents(EVENTS, { category: 'All', search: 'PRESSING' }).map((e) => e.id)).toEqual([
      3,
    ]);
    expect(filterEvents(EVENTS, { category: 'Music', search: 'pressing' })).toEqual([]);
  });

  it('words the result line as the product fixes it, leaving out an empty search', () => {
    expect(resultLine(2, { category: 'Sports', search: 'clinic' })).toBe(
      'Showing 2 event(s) in Sports matching "clinic"',
    );
    expect(resultLine(10, { category: 'All', search: '  ' })).toBe('Showing 10 event(s) in All');
  });
});

describe('sample events', () => {
  it('has at least 8 events with every field and the 500000 / 1000000 ticket tiers', () => {
    expect(EVENTS.length).toBeGreaterThanOrEqual(8);
    for (const e of EVENTS) {
      expect(e.tickets.length).toBeGreaterThan(0);
      expect(e.coaches.length).toBeGreaterThan(0);
      expect(e.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(e.price).toBe(Math.min(...e.tickets.map((t) => t.price)));
    }
    const prices = EVENTS.flatMap((e) => e.tickets.map((t) => t.price));
    expect(prices).toContain(500000);
    expect(prices).toContain(1000000);
    for (const extra of ['lineup', 'speakers', 'teams', 'cast', 'chefs', 'djs'] as const) {
      expect(EVENTS.some((e) => e[extra]?.length)).toBe(true);
    }
  });
});
