/** The inputs the kit makes: generated valid values, mutations, edge cases, invalid parameters. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryFor, minimalValue, TINY_IMAGES } from '../generate.ts';
import { edgeCases, limitsOf } from '../checks/negative/edge-cases.ts';
import { mutations, pickMutation } from '../checks/negative/mutations.ts';
import { invalidParameterValues } from '../checks/negative/parameters.ts';
import { bodySchema, contract, op } from './contract-fixtures.ts';

describe('generating inputs', () => {
  it('generates only bodies the contract accepts', () => {
    for (const id of ['createArticle', 'login']) {
      fc.assert(
        fc.property(
          arbitraryFor(contract, bodySchema(id)),
          (v) => contract.validate(bodySchema(id), v).valid,
        ),
        { numRuns: 150, seed: 1 },
      );
    }
  });

  it('is reproducible from a seed', () => {
    const arb = arbitraryFor(contract, bodySchema('createArticle'));
    expect(fc.sample(arb, { numRuns: 5, seed: 42 })).toEqual(
      fc.sample(arb, { numRuns: 5, seed: 42 }),
    );
    expect(fc.sample(arb, { numRuns: 5, seed: 42 })).not.toEqual(
      fc.sample(arb, { numRuns: 5, seed: 43 }),
    );
  });

  it('follows the contract descriptions: real images, YouTube links, Unicode text', () => {
    const values = fc.sample(arbitraryFor(contract, bodySchema('createArticle'), { maxItems: 3 }), {
      numRuns: 300,
      seed: 3,
    }) as Record<string, unknown>[];
    const banners = values.map((v) => v.banner).filter((b): b is string => typeof b === 'string');
    const dataUrls = banners.filter((b) => b.startsWith('data:'));
    expect(dataUrls.length).toBeGreaterThan(0);
    for (const url of dataUrls) {
      const [, type, b64] = /^data:image\/([^;]+);base64,(.*)$/.exec(url)!;
      expect(b64).toBe(TINY_IMAGES[type!]);
    }
    expect(banners.some((b) => b.startsWith('/images/'))).toBe(true);
    const youtube = values
      .flatMap((v) =>
        ((v.sections as { youtube?: string }[] | undefined) ?? []).map((s) => s.youtube),
      )
      .filter((y) => y !== undefined);
    expect(youtube.length).toBeGreaterThan(0);
    for (const y of youtube)
      expect(y).toMatch(/^$|^https:\/\/(www\.youtube\.com\/watch\?v=|youtu\.be\/)[\w-]{11}$/);
    expect(values.some((v) => /[^\u0020-\u007e]/.test(String(v.title)))).toBe(true);
  });

  it('knows the minimal valid body', () => {
    expect(minimalValue(contract, bodySchema('createArticle'))).toEqual({ title: 'a' });
    expect(
      contract.validate(bodySchema('login'), minimalValue(contract, bodySchema('login'))).valid,
    ).toBe(true);
  });
});

describe('invalid inputs and edge cases', () => {
  it('every mutation of a valid body is invalid by the contract', () => {
    const schema = bodySchema('createArticle');
    fc.assert(
      fc.property(arbitraryFor(contract, schema), fc.nat(), (body, pick) => {
        expect(mutations(contract, schema, body).length).toBeGreaterThan(3);
        const m = pickMutation(contract, schema, body, pick)!;
        return !contract.validate(schema, m.value).valid;
      }),
      { numRuns: 60, seed: 2 },
    );
  });

  it("builds the edge cases once, frozen, so that a run cannot change the next one's", () => {
    const options = { ...limitsOf(op('createArticle')), acceptance: true };
    const cases = edgeCases(contract, bodySchema('createArticle'), options);
    expect(edgeCases(contract, bodySchema('createArticle'), options)).toBe(cases);
    const withTitle = cases.find((c) => c.name === 'title: empty string')!;
    expect(() => {
      (withTitle.body as Record<string, unknown>).title = 'changed by a sender';
    }).toThrow(TypeError);
    // Other options are other cases: without acceptance, a valid body is 'any'.
    const unaccepted = edgeCases(contract, bodySchema('createArticle'), {
      ...options,
      acceptance: false,
    });
    expect(unaccepted.find((c) => c.name === 'title: Unicode text')?.expect).toBe('any');
  });

  it('labels each edge case with what the contract expects of it', () => {
    const cases = edgeCases(contract, bodySchema('createArticle'), {
      ...limitsOf(op('createArticle')),
      acceptance: true,
    });
    const expectOf = (name: string) => cases.find((c) => c.name === name)?.expect;
    expect(expectOf('title: empty string')).toBe('reject');
    expect(expectOf('title: Unicode text')).toBe('accept');
    expect(expectOf('title: exactly maxLength (300)')).toBe('accept');
    expect(expectOf('title: one over maxLength (301)')).toBe('reject');
    expect(expectOf('title: NUL character')).toBe('reject');
    expect(expectOf('banner: largest image data URL (at most 2097152 characters)')).toBe('accept');
    expect(expectOf('banner: oversized image data URL (2097153 characters)')).toBe('reject');
    expect(expectOf('banner: longest site path (exactly maxLength, 2097152)')).toBe('accept');
    expect(expectOf('banner: data URL of a non-image type')).toBe('reject');
    expect(expectOf('banner: image data URL whose bytes are not an image')).toBe('any');
    expect(expectOf('banner: SVG data URL whose document is not an SVG')).toBe('reject');
    expect(expectOf('sections[0].content: exactly maxLength (20000)')).toBe('accept');
    expect(expectOf('tags: duplicate items')).toBe('reject');
    expect(expectOf('(body): an extra property')).toBe('reject');
    expect(expectOf('(body): malformed JSON')).toBe('reject');
    // An image past its field's bound: 400, like every other bound of a schema.
    expect(cases.find((c) => c.name.startsWith('banner: oversized'))?.status).toBe(400);
    // Past the operation's stated limits: refused, with the status the contract names.
    const past = cases.filter((c) => c.status && c.name.startsWith('(body)'));
    expect(past.map((c) => [c.name, c.expect, c.status])).toEqual([
      ['(body): larger than the 10485760-byte limit (a valid body and white space)', 'reject', 413],
      ['(body): nested 33 levels deep (arrays; the limit is 32)', 'reject', 400],
      ['(body): nested 100000 levels deep (arrays; the limit is 32)', 'reject', 400],
      ['(body): compressed (Content-Encoding: gzip)', 'reject', 415],
    ]);
    const padded = past[0]!.raw!;
    expect(Buffer.byteLength(padded)).toBe(10485761);
    expect(contract.validate(bodySchema('createArticle'), JSON.parse(padded)).valid).toBe(true);
    // The login's own figure (8 KiB), not the article's.
    expect(limitsOf(op('login')).bodyLimitBytes).toBe(8192);
    const largest = cases.find((c) => c.name.startsWith('banner: largest'))!.body as {
      banner: string;
    };
    expect(largest.banner.length).toBeLessThanOrEqual(2097152);
    expect(largest.banner.length).toBeGreaterThan(2097152 - 4);
    expect(Buffer.from(largest.banner.split(',')[1]!, 'base64').subarray(0, 8)).toEqual(
      Buffer.from(TINY_IMAGES.png!, 'base64').subarray(0, 8),
    );
  });

  it('knows invalid values for a parameter', () => {
    const id = op('getArticle').parameters.find((p) => p.name === 'id')!;
    expect(invalidParameterValues(contract, id.schema).map((v) => v.value)).toEqual(
      expect.arrayContaining(['abc', '1.5', '0', '2147483648', '-1']),
    );
  });
});
