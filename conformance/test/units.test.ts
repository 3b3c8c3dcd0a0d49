/** The kit's pieces on their own: contract reading, generation, mutations, checks, curl, comparison, CLI options. */
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { responseViolations } from '../checks.ts';
import { parseArgs, UsageError } from '../cli.ts';
import { roundTripMismatch } from '../compare.ts';
import {
  documentedResponse,
  loadContract,
  normaliseSchema,
  resolveContract,
  type Schema,
} from '../contract.ts';
import { arbitraryFor, minimalValue, TINY_IMAGES } from '../generate.ts';
import { toCurl, type ResponseRecord } from '../http.ts';
import { edgeCases } from '../checks/negative/edge-cases.ts';
import { mutations, pickMutation } from '../checks/negative/mutations.ts';
import { invalidParameterValues } from '../checks/negative/parameters.ts';
import { renderJunit } from '../junit.ts';
import { canMatch, expectedExcerpt, fold } from '../checks/listing-rules.ts';
import { addSecret, redact } from '../redact.ts';

const contract = loadContract();
const op = (id: string) => contract.find((o) => o.operationId === id)!;
const bodySchema = (id: string) =>
  op(id).requestBody!.content['application/json']!.schema as Schema;
const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

function response(
  status: number,
  body?: unknown,
  contentType = 'application/json',
): ResponseRecord {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    status,
    contentType: body === undefined ? null : contentType,
    headers: {},
    text,
    json: typeof body === 'object' ? body : undefined,
    ms: 1,
  };
}

const article = {
  id: 1,
  title: 'Judul',
  author: '',
  date: null,
  category: '',
  banner: null,
  tags: [{ name: 'a' }],
  sections: [],
};

describe('reading the contract', () => {
  it('finds every operation, its security and the article resource', () => {
    expect(contract.operations.map((o) => o.operationId).sort()).toEqual(
      [
        'createArticle',
        'deleteArticle',
        'getArticle',
        'getArticleStats',
        'getCurrentUser',
        'listArticles',
        'login',
        'logout',
        'updateArticle',
      ].sort(),
    );
    expect(op('createArticle').protected).toBe(true);
    expect(op('listArticles').protected).toBe(false);
    expect(contract.resources).toHaveLength(1);
    expect(contract.resources[0]).toMatchObject({
      collectionPath: '/articles',
      itemPath: '/articles/{id}',
      idParam: 'id',
    });
    expect(contract.bodyLimitBytes).toBe(10 * 1024 * 1024);
  });

  it('validates OpenAPI 3.1 type arrays, formats and $refs', () => {
    expect(contract.validate(ref('Article'), article).valid).toBe(true);
    expect(contract.validate(ref('Article'), { ...article, date: '2026-11-20' }).valid).toBe(true);
    expect(contract.validate(ref('Article'), { ...article, date: '2026-02-30' }).valid).toBe(false);
    expect(contract.validate(ref('Article'), { ...article, id: '1' }).errors.join()).toMatch(
      /\/id must be integer/,
    );
    const { title: _t, ...noTitle } = article;
    expect(contract.validate(ref('Article'), noTitle).errors.join()).toMatch(/title/);
  });

  it('turns OpenAPI 3.0 nullable and boolean exclusive bounds into JSON Schema', () => {
    expect(normaliseSchema({ type: 'string', nullable: true, example: 'x' })).toEqual({
      type: ['string', 'null'],
    });
    expect(normaliseSchema({ type: 'integer', minimum: 0, exclusiveMinimum: true })).toEqual({
      type: 'integer',
      exclusiveMinimum: 0,
    });
    expect(contract.validate({ type: 'string', nullable: true }, null).valid).toBe(true);
  });

  it('matches documented statuses exactly, by range and by default', () => {
    expect(documentedResponse(op('getArticle'), 404)).toBeDefined();
    expect(documentedResponse(op('getArticle'), 418)).toBeUndefined();
    const ranged = { ...op('getArticle'), responses: { '4XX': { content: {} } } };
    expect(documentedResponse(ranged, 418)).toBeDefined();
  });
});

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

  it('labels each edge case with what the contract expects of it', () => {
    const cases = edgeCases(contract, bodySchema('createArticle'), {
      bodyLimitBytes: contract.bodyLimitBytes,
      acceptance: true,
    });
    const expectOf = (name: string) => cases.find((c) => c.name === name)?.expect;
    expect(expectOf('title: empty string')).toBe('reject');
    expect(expectOf('title: Unicode text')).toBe('accept');
    expect(expectOf('title: exactly maxLength (300)')).toBe('accept');
    expect(expectOf('title: one over maxLength (301)')).toBe('reject');
    expect(expectOf('title: NUL character')).toBe('any');
    expect(expectOf('banner: largest image data URL (at most 2097152 characters)')).toBe('accept');
    expect(expectOf('banner: oversized image data URL (2097153 characters)')).toBe('reject');
    expect(expectOf('banner: data URL of a non-image type')).toBe('reject');
    expect(expectOf('sections[0].content: exactly maxLength (100000)')).toBe('accept');
    expect(expectOf('tags: duplicate items')).toBe('reject');
    expect(expectOf('(body): an extra property')).toBe('reject');
    expect(expectOf('(body): malformed JSON')).toBe('reject');
    expect(expectOf('(body): larger than the 10485760-byte limit')).toBe('reject');
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

describe('judging one answer', () => {
  const judge = (id: string, res: ResponseRecord) =>
    responseViolations(contract, op(id), res).map((v) => v.check);

  it('accepts a conforming answer', () => {
    expect(judge('getArticle', response(200, article))).toEqual([]);
    expect(judge('deleteArticle', response(204))).toEqual([]);
  });

  it('names the check each broken promise belongs to', () => {
    expect(judge('getArticle', response(500, { message: 'x' }))).toEqual(['not_a_server_error']);
    expect(judge('getArticle', response(418, { message: 'x' }))).toEqual([
      'status_code_conformance',
    ]);
    expect(judge('getArticle', response(200, JSON.stringify(article), 'text/plain'))).toEqual([
      'content_type_conformance',
    ]);
    expect(judge('getArticle', response(200, { ...article, id: 'x' }))).toEqual([
      'response_schema_conformance',
    ]);
    expect(judge('deleteArticle', response(204, { message: 'x' }))).toEqual([
      'content_type_conformance',
    ]);
    expect(
      judge('getArticle', { ...response(200, '{not json'), json: undefined, jsonError: 'bad' }),
    ).toEqual(['response_schema_conformance']);
    expect(judge('getArticle', { ...response(0), error: 'no response within 15 s' })).toEqual([
      'not_a_server_error',
    ]);
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

describe('curl commands', () => {
  async function replay(command: string, env: Record<string, string>) {
    const seen: { method?: string; url?: string; auth?: string; type?: string; body: string } = {
      body: '',
    };
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        Object.assign(seen, {
          method: req.method,
          url: req.url,
          auth: req.headers.authorization,
          type: req.headers['content-type'],
          body: Buffer.concat(chunks).toString('utf8'),
        });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await new Promise<void>((resolve, reject) =>
        execFile(
          'sh',
          ['-c', command.replaceAll('BASE', base)],
          { env: { ...process.env, ...env }, maxBuffer: 1 << 26 },
          (err) => (err ? reject(new Error(err.message, { cause: err })) : resolve()),
        ),
      );
    } finally {
      server.close();
    }
    return seen;
  }

  it('replays the request exactly, quotes included', async () => {
    const body = { title: `it's "quoted" ⚽ \u0000 $HOME`, tags: ['a'] };
    const curl = toCurl('BASE/api', {
      method: 'put',
      path: '/articles/3',
      query: { x: 'a b' },
      body,
      auth: { role: 'admin', token: 'secret' },
    });
    expect(curl).toContain('$ADMIN_TOKEN');
    expect(curl).not.toContain('secret');
    const seen = await replay(curl, { ADMIN_TOKEN: 'tok123' });
    expect(seen).toMatchObject({
      method: 'PUT',
      url: '/api/articles/3?x=a+b',
      auth: 'Bearer tok123',
      type: 'application/json',
    });
    expect(JSON.parse(seen.body)).toEqual(body);
  });

  it('keeps a huge body short by rebuilding it with node', async () => {
    const body = { title: 'a', banner: `data:image/png;base64,${'A'.repeat(2_000_000)}` };
    const curl = toCurl('BASE', {
      method: 'post',
      path: '/articles',
      body,
      auth: { role: 'malformed', token: 'Basic abc', literal: true },
    });
    expect(curl.length).toBeLessThan(500);
    const seen = await replay(curl, {});
    expect(seen.auth).toBe('Basic abc');
    expect(JSON.parse(seen.body)).toEqual(body);
  });
});

describe('command line', () => {
  it('reads the documented options', () => {
    expect(
      parseArgs([
        '--base-url',
        'http://x/api',
        '--admin',
        'a@b.c:p:w',
        '--seed',
        '7',
        '--runs=50',
        '--checks',
        'auth,stateful',
        '--via-prism',
        '--report',
        'r.html',
      ]),
    ).toMatchObject({
      baseUrl: 'http://x/api',
      admin: { email: 'a@b.c', password: 'p:w' },
      seed: 7,
      runs: 50,
      checks: ['auth', 'stateful'],
      viaPrism: true,
      report: 'r.html',
    });
  });
  it('refuses what it does not know', () => {
    expect(() => parseArgs([])).toThrow(UsageError);
    expect(() => parseArgs(['--base-url', 'http://x', '--checks', 'nope'])).toThrow(
      /unknown check/,
    );
    expect(() => parseArgs(['--base-url', 'x'])).toThrow(/http/);
    expect(() => parseArgs(['--base-url', 'http://x', '--admin', 'nocolon'])).toThrow(
      /EMAIL:PASSWORD/,
    );
  });
});

describe('credentials and reports', () => {
  it('takes accounts from the environment when no flag names them', () => {
    const env = {
      ADMIN_EMAIL: 'boss@club.id',
      ADMIN_PASSWORD: 's3cret!',
      MEMBER_EMAIL: 'coach@club.id',
    };
    const opts = parseArgs(['--base-url', 'http://x/api', '--junit', 'j.xml'], env);
    expect(opts.admin).toEqual({ email: 'boss@club.id', password: 's3cret!' });
    // Half a member account is no account: the contract's example stays the default.
    expect(opts.member).toBeUndefined();
    expect(opts.junit).toBe('j.xml');
    expect(
      parseArgs(['--base-url', 'http://x/api', '--admin', 'a@b.c:flag'], env).admin?.password,
    ).toBe('flag');
  });

  it('masks every spelling of a secret, also inside JSON and shell quoting', () => {
    const secret = `pa"ss'word`;
    const secrets = new Map<string, string>();
    addSecret(secrets, secret, 'admin password');
    addSecret(secrets, 'abc', 'too short to be a secret');
    const shell = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
    const report = {
      curl: `curl --data-binary ${shell(JSON.stringify({ password: secret }))}`,
      body: JSON.stringify({ echoed: secret }),
      plain: `${secret} abc`,
    };
    expect(redact(report, secrets)).toEqual({
      curl: `curl --data-binary ${shell(JSON.stringify({ password: '«admin password»' }))}`,
      body: JSON.stringify({ echoed: '«admin password»' }),
      plain: '«admin password» abc',
    });
  });

  it('writes JUnit XML: one case per check and operation, failures with their reproduction', () => {
    const row = (check: string, operation: string, verdict: 'pass' | 'fail' | 'skip') => ({
      check,
      operation,
      verdict,
      requests: 3,
      note: verdict === 'skip' ? 'no admin session' : undefined,
      findings:
        verdict === 'fail'
          ? [
              {
                check,
                operation,
                message: 'answered 500 <&> "oops"\u0001',
                origin: 'edge case: empty body',
                curl: 'curl -X POST \'http://x/api/articles\' -H "Authorization: Bearer $ADMIN_TOKEN"',
                status: 500,
                contentType: 'application/json',
                body: '{}',
              },
            ]
          : [],
    });
    const xml = renderJunit({
      baseUrl: 'http://x/api',
      contract: 'openapi.yaml',
      seed: 7,
      runs: 25,
      startedAt: '2026-11-24T10:00:00.000Z',
      durationMs: 1500,
      requests: 9,
      rows: [
        row('not_a_server_error', 'POST /articles', 'fail'),
        row('not_a_server_error', 'GET /articles', 'pass'),
        row('auth', 'GET /user', 'skip'),
      ] as never,
      notes: [],
      tokenHelp: '# with ADMIN_PASSWORD set in the environment:\nADMIN_TOKEN=$(…)',
      ok: false,
    });
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain(
      '<testsuites name="futsal-conformance http://x/api (seed 7)" tests="3" failures="1"',
    );
    expect(xml).toContain(
      '<testsuite name="conformance.not_a_server_error" tests="2" failures="1"',
    );
    expect(xml).toContain('<testcase classname="conformance.auth" name="GET /user"');
    expect(xml).toContain('<skipped message="no admin session"/>');
    expect(xml).toContain('message="answered 500 &lt;&amp;&gt; &quot;oops&quot;\ufffd"');
    expect(xml).toContain('Authorization: Bearer $ADMIN_TOKEN');
    expect(xml).toContain('ADMIN_PASSWORD set in the environment');
    expect(xml.match(/<testcase /g)).toHaveLength(3);
    expect(xml.match(/<\/testcase>/g)).toHaveLength(3);
  });
});

describe('a contract split into files, or behind a URL', () => {
  /** The project's contract with its schemas moved to a second file. */
  function splitContract(dir: string) {
    const doc = parse(fs.readFileSync('openapi/openapi.yaml', 'utf8')) as {
      components: { schemas: Record<string, unknown> };
    };
    const schemas = JSON.parse(
      JSON.stringify(doc.components.schemas).replace(/#\/components\/schemas\//g, '#/'),
    ) as unknown;
    doc.components.schemas = {};
    const main = JSON.stringify(doc).replace(/#\/components\/schemas\//g, './schemas.yaml#/');
    fs.writeFileSync(path.join(dir, 'openapi.yaml'), stringify(JSON.parse(main)));
    fs.writeFileSync(path.join(dir, 'schemas.yaml'), stringify(schemas));
  }

  it('bundles external $refs from files and from an http URL', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'split-contract-'));
    splitContract(dir);
    const whole = loadContract('openapi/openapi.yaml');
    const fromFiles = await resolveContract(path.join(dir, 'openapi.yaml'));
    const split = loadContract(fromFiles.file);
    expect(split.operations.map((o) => o.label)).toEqual(whole.operations.map((o) => o.label));
    // The schemas came from the second file: a response still has its schema.
    const login = split.find((o) => o.operationId === 'login')!;
    expect(JSON.stringify(login.responses['200'])).toContain('token');
    fromFiles.cleanup();

    const server = http.createServer((req, res) => {
      const file = path.join(dir, path.basename(req.url ?? ''));
      if (!fs.existsSync(file)) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/yaml' }).end(fs.readFileSync(file));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/openapi.yaml`;
      const fromUrl = await resolveContract(url);
      expect(loadContract(fromUrl.file).operations).toHaveLength(whole.operations.length);
      fromUrl.cleanup();
    } finally {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('uses a single local file as it is', async () => {
    const resolved = await resolveContract('openapi/openapi.yaml');
    expect(resolved.file).toBe('openapi/openapi.yaml');
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
