// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readJson, readString, writeJson, writeString } from './storage';

const isNumberList = (v: unknown): v is number[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'number');

describe('safe storage', () => {
  beforeEach(() => localStorage.clear());

  it('removes an entry when written with a falsy value', () => {
    writeString('k', 'v');
    expect(readString('k')).toBe('v');
    writeString('k', '');
    expect(localStorage.getItem('k')).toBeNull();
    writeJson('j', [1]);
    writeJson('j', null);
    expect(localStorage.getItem('j')).toBeNull();
  });

  it('returns the fallback and repairs the entry when JSON is corrupted', () => {
    localStorage.setItem('j', '{not json');
    expect(readJson('j', isNumberList, [])).toEqual([]);
    expect(localStorage.getItem('j')).toBeNull();
  });

  it('rejects well-formed JSON of the wrong shape', () => {
    localStorage.setItem('j', '{"a":1}');
    expect(readJson('j', isNumberList, [7])).toEqual([7]);
    expect(localStorage.getItem('j')).toBeNull();
  });

  it('reads valid JSON back', () => {
    writeJson('j', [1, 2]);
    expect(readJson('j', isNumberList, [])).toEqual([1, 2]);
  });
});
