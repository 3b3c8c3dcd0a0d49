/** How the kit judges: one answer against the contract, round trips, search results and excerpts. */
import { describe, expect, it } from 'vitest';
import { responseViolations } from '../checks.ts';
import { canMatch, expectedExcerpt, fold } from '../checks/listing-rules.ts';
import { roundTripMismatch } from '../compare.ts';
import type { ResponseRecord } from '../http.ts';
import { article, bodySchema, contract, op, response } from './contract-fixtures.ts';

describe('judging one answer', () => {
  const judge = (id: string, res: ResponseRecord) =>
    responseViolations(contract, op(id), res).map((v) => v.check);

  const tagged = { etag: '"1"' };

  it('accepts a conforming answer', () => {
    expect(judge('getArticle', response(200, article, 'application/json', tagged))).toEqual([]);
    expect(judge('register', response(409, { message: 'Email already exists' }))).toEqual([]);
    expect(judge('deleteArticle', response(204))).toEqual([]);
  });

  it('names the check each broken promise belongs to', () => {
    expect(judge('getArticle', response(500, { message: 'x' }))).toEqual(['not_a_server_error']);
    expect(judge('getArticle', response(418, { message: 'x' }))).toEqual([
      'status_code_conformance',
    ]);
    expect(
      judge('getArticle', response(200, JSON.stringify(article), 'text/plain', tagged)),
    ).toEqual(['content_type_conformance']);
    expect(
      judge('getArticle', response(200, { ...article, id: 'x' }, 'application/json', tagged)),
    ).toEqual(['response_schema_conformance']);
    // A documented header missing where required, or off its schema (a weak tag).
    expect(judge('getArticle', response(200, article))).toEqual(['response_headers_conformance']);
    expect(
      judge('getArticle', response(200, article, 'application/json', { etag: 'W/"1"' })),
    ).toEqual(['response_headers_conformance']);
    // Another message than the one the contract fixes: documented_messages alone.
    expect(judge('register', response(409, { message: 'Email sudah terdaftar.' }))).toEqual([
      'documented_messages',
    ]);
    expect(judge('deleteArticle', response(204, { message: 'x' }))).toEqual([
      'content_type_conformance',
    ]);
    expect(
      judge('getArticle', {
        ...response(200, '{not json', 'application/json', tagged),
        json: undefined,
        jsonError: 'bad',
      }),
    ).toEqual(['response_schema_conformance']);
    expect(judge('getArticle', { ...response(0), error: 'no response within 15 s' })).toEqual([
      'not_a_server_error',
    ]);
  });

  it('names the field a schema violation is about, an unexpected one too', () => {
    const messages = (body: unknown) =>
      responseViolations(
        contract,
        op('getArticle'),
        response(200, body, 'application/json', tagged),
      )
        .map((v) => v.message)
        .join('\n');
    expect(messages({ ...article, reader: 'x' })).toMatch(/\/reader\b/);
    expect(messages({ ...article, tags: [{ name: 'a', extra: 1 }] })).toMatch(/\/tags\/0\/extra\b/);
    expect(messages({ ...article, id: 'x' })).toMatch(/\/id\b/);
  });
});

describe('round trips', () => {
  const schema = bodySchema('createArticle');
  it('matches names sent as strings and answered as objects, and sets in any order', () => {
    const sent = {
      title: 'A',
      tags: ['x', 'y'],
      sections: [{ subtitle: 's', content: 'c', images: ['/images/a.svg'] }],
    };
    const got = {
      ...article,
      title: 'A',
      tags: [{ name: 'y' }, { name: 'x' }],
      sections: [{ subtitle: 's', content: 'c', youtube: '', images: [{ path: '/images/a.svg' }] }],
    };
    expect(roundTripMismatch(contract, schema, sent, got)).toBeNull();
  });
  it('accepts a site path where a data URL image was sent (the server stored it), nothing else', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const sent = {
      title: 'A',
      banner: png,
      sections: [{ subtitle: 's', content: 'c', images: [png] }],
    };
    const stored = `/media/${'a'.repeat(64)}.png`;
    const got = {
      ...article,
      title: 'A',
      banner: stored,
      sections: [{ subtitle: 's', content: 'c', youtube: '', images: [{ path: stored }] }],
    };
    expect(roundTripMismatch(contract, schema, sent, got)).toBeNull();
    expect(roundTripMismatch(contract, schema, sent, { ...got, banner: null })).toMatch(
      /^banner: sent "data:image/,
    );
    expect(
      roundTripMismatch(contract, schema, sent, { ...got, banner: '//evil.example/x.png' }),
    ).toMatch(/^banner: /);
    // A title is no image: a path there is a difference.
    expect(
      roundTripMismatch(contract, schema, { title: png }, { ...article, title: stored }),
    ).toMatch(/^title: /);
  });
  it('names the first difference', () => {
    expect(
      roundTripMismatch(
        contract,
        schema,
        { title: 'A', sections: [{ subtitle: 's', content: 'c' }] },
        { ...article, title: 'A', sections: [{ subtitle: 's', content: 'C' }] },
      ),
    ).toBe('sections[0].content: sent "c", got "C"');
    expect(roundTripMismatch(contract, schema, { title: 'A' }, { ...article, title: 'B' })).toMatch(
      /^title: sent "A", got "B"/,
    );
  });
});

describe("the listing check's judgement of search results and excerpts", () => {
  it('folds case and accents as the contract compares them', () => {
    expect(fold('TÉKNIK Señal')).toBe('teknik senal');
  });

  it('accepts a contained word or a close spelling, and refuses an unrelated title', () => {
    expect(canMatch('PRESSING', 'Pressing Tinggi dalam Futsal')).toBe(true);
    expect(canMatch('tehnik', 'Teknik Dasar Menggiring Bola')).toBe(true);
    expect(canMatch('presing', 'Pressing Tinggi')).toBe(true);
    expect(canMatch('qzxjvwkp', 'Teknik Dasar Menggiring Bola')).toBe(false);
    expect(canMatch('pressing', 'Penjaga Gawang Futsal: Posisi Dasar')).toBe(false);
  });

  it("expects the first section's text, white space collapsed, trimmed and cut to 300 characters", () => {
    const content = `  Satu\n\n dua\t tiga ${'😀'.repeat(400)}`;
    const excerpt = expectedExcerpt({ sections: [{ content }, { content: 'lain' }] });
    expect(excerpt.startsWith('Satu dua tiga 😀')).toBe(true);
    expect([...excerpt]).toHaveLength(300);
    expect(expectedExcerpt({ sections: [] })).toBe('');
  });
});
