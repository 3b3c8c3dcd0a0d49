import { describe, expect, it } from 'vitest';
import { listOrderProblem } from '../checks/listing-rules.ts';

const idOf = (x: unknown) => String((x as { id: unknown }).id);
const today = new Date().toISOString().slice(0, 10);
const a = (id: number, date: string | null) => ({ id, date });

describe("the listing check's order", () => {
  it('accepts articles created without a date listed among the newest, by the day they were written', () => {
    const list = [a(12, '9999-12-31'), a(11, null), a(10, null), a(9, today), a(3, '2026-10-28')];
    expect(listOrderProblem(list, ['11', '10'], idOf)).toBeUndefined();
    // On one date, the newest id first; ids that are not numbers are not compared.
    expect(listOrderProblem([a(4, '2026-10-28'), a(2, '2026-10-28')], [], idOf)).toBeUndefined();
    expect(
      listOrderProblem(
        [
          { id: 'b', date: '2026-10-28' },
          { id: 'a', date: '2026-10-28' },
        ],
        [],
        idOf,
      ),
    ).toBeUndefined();
  });

  it('finds dated articles out of order', () => {
    expect(listOrderProblem([a(1, '2026-09-01'), a(2, '2026-10-01')], [], idOf)).toBe(
      'the list is not newest first: article 2 (2026-10-01) comes after article 1 (2026-09-01)',
    );
    expect(listOrderProblem([a(1, '2026-10-01'), a(2, '2026-10-01')], [], idOf)).toMatch(
      /article 2 \(2026-10-01\) comes after article 1/,
    );
  });

  it('finds undated articles listed last, or the newer one after the older', () => {
    expect(listOrderProblem([a(3, '2026-10-28'), a(11, null)], ['11'], idOf)).toBe(
      'article 11, created today without a date, is listed after article 3 dated 2026-10-28 (an article without a date is listed by the day it was created)',
    );
    expect(listOrderProblem([a(10, null), a(11, null)], ['11', '10'], idOf)).toBe(
      'article 11 was created without a date after article 10, but is listed after it',
    );
  });
});
