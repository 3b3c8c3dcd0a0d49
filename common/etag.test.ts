import { describe, expect, it } from 'vitest';
import {
  CONDITION_MAX_LENGTH,
  conditionTooLong,
  ifMatchHolds,
  ifNoneMatchMatches,
  isStrongTag,
  parseCondition,
  parseEntityTag,
} from './etag';

describe('an entity tag', () => {
  it.each([
    ['"1"', { weak: false, opaque: '"1"' }],
    ['W/"1"', { weak: true, opaque: '"1"' }],
    ['""', { weak: false, opaque: '""' }],
    ['"a-b_c!#"', { weak: false, opaque: '"a-b_c!#"' }],
    ['w/"1"', null],
    ['"1"x', null],
    ['"1', null],
    ['1', null],
    ['"a b"', null],
    ['"a"b"', null],
    [' "1"', null],
    ['', null],
  ])('%j reads as %j', (text, tag) => {
    expect(parseEntityTag(text)).toEqual(tag);
  });

  it('is strong only when written without W/ and well-formed', () => {
    expect(isStrongTag('"3"')).toBe(true);
    expect(isStrongTag('W/"3"')).toBe(false);
    expect(isStrongTag('"3"x')).toBe(false);
    expect(isStrongTag(null)).toBe(false);
  });
});

describe('If-Match and If-None-Match values', () => {
  const strong = (v: string) => ({ weak: false, opaque: `"${v}"` });
  it.each([
    ['*', '*'],
    ['  *  ', '*'],
    ['"1"', [strong('1')]],
    ['"1", "2"', [strong('1'), strong('2')]],
    ['"1",\t"2" ,"3"', [strong('1'), strong('2'), strong('3')]],
    ['"1", , "2",', [strong('1'), strong('2')]],
    ['W/"1", "2"', [{ weak: true, opaque: '"1"' }, strong('2')]],
    ['', []],
    ['*, "1"', null],
    ['"1", *', null],
    ['"1"x', null],
    ['w/"1"', null],
    ['"1", w/"2"', null],
    ['"1" "2"', null],
  ])('%j reads as %j', (value, condition) => {
    expect(parseCondition(value)).toEqual(condition);
  });

  it('are too long above the contract maxLength (200 characters)', () => {
    const tag = (length: number) => `"${'a'.repeat(length - 2)}"`;
    expect(CONDITION_MAX_LENGTH).toBe(200);
    expect(conditionTooLong(tag(200))).toBe(false);
    expect(conditionTooLong(tag(201))).toBe(true);
    expect(conditionTooLong(undefined)).toBe(false);
  });
});

describe('If-Match (strong comparison) against the current tag "2"', () => {
  it.each([
    [undefined, true],
    ['"2"', true],
    ['*', true],
    ['"1", "2"', true],
    ['"1","2"', true],
    ['"1"', false],
    ['W/"2"', false],
    ['w/"2"', false],
    ['"2"x', false],
    ['*, "2"', false],
    ['*, "1"', false],
    ['"2", w/"1"', false],
    ['', false],
  ])('%j holds: %s', (header, holds) => {
    expect(ifMatchHolds(header, '"2"')).toBe(holds);
  });
});

describe('If-None-Match (weak comparison) against the current tag "2"', () => {
  it.each([
    [undefined, false],
    ['"2"', true],
    ['W/"2"', true],
    ['*', true],
    ['"1", "2"', true],
    ['"1"', false],
    ['w/"2"', false],
    ['"2"x', false],
    ['*, "2"', false],
    ['', false],
  ])('%j matches: %s', (header, matches) => {
    expect(ifNoneMatchMatches(header, '"2"')).toBe(matches);
  });
});
