/**
 * Request bodies cost the server neither memory nor CPU: each operation takes a body only up to
 * its requestBody's x-max-body-bytes (413), nested only up to its x-max-body-depth (400, read from
 * the raw bytes before JSON.parse), and never compressed (415, nothing inflated). The depth
 * scanner is held against the depth of parsed values (fast-check, seeded), with the faulty
 * scanners the property must catch beside it; the figures are held against the schemas.
 *
 * On PGlite only: every refusal here comes before the body reaches the database.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { COMPONENTS } from '../../common/api/contract-data.ts';
import { OPERATION_DETAILS } from '../../common/api/operations.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../config.ts';
import { jsonDepth } from '../json-depth.ts';
import { operationRules } from '../operation-rules.ts';
import { ADMIN, MEMBER, errorExamples, startTestServer, type TestServer } from './harness.ts';

type Scanner = (bytes: Uint8Array, limit?: number) => number;

/** The depth of a parsed value: an array or object is one level above its deepest member. */
function trueDepth(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const members = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...members.map(trueDepth));
}

/** Faulty scanners, each with what it gets wrong: the property must fail for every one. */
const MUTANTS: Record<string, Scanner> = {
  'counts brackets inside strings': (bytes) => {
    let depth = 0;
    let deepest = 0;
    for (const b of bytes) {
      if (b === 0x5b || b === 0x7b) deepest = Math.max(deepest, ++depth);
      else if (b === 0x5d || b === 0x7d) depth--;
    }
    return deepest;
  },
  'ends a string at an escaped quote': (bytes) => {
    let depth = 0;
    let deepest = 0;
    let inString = false;
    for (const b of bytes) {
      if (b === 0x22) inString = !inString;
      else if (inString) continue;
      else if (b === 0x5b || b === 0x7b) deepest = Math.max(deepest, ++depth);
      else if (b === 0x5d || b === 0x7d) depth--;
    }
    return deepest;
  },
};

/** Strings made mostly of what could fool a scanner: brackets, quotes, backslashes. */
const tricky = fc.string({
  unit: fc.constantFrom('[', ']', '{', '}', '"', '\\', '\\"', 'a', ' ', 'é', '😀', '\n'),
  maxLength: 12,
});
const { value: jsonValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(tricky, fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
    fc.constantFrom(true, false, null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(tricky, tie('value'), { maxKeys: 4 }),
  ),
}));
/** A value wrapped in `levels` arrays or objects (keys that hold brackets too). */
const nested = fc
  .tuple(jsonValue, fc.array(fc.tuple(fc.boolean(), tricky), { maxLength: 60 }))
  .map(([inner, wraps]) =>
    wraps.reduce<unknown>((v, [asArray, key]) => (asArray ? [v] : { [key]: v }), inner),
  );
const layout = fc.constantFrom<undefined | number | string>(undefined, 1, '\t');

/** The scanner agrees with the parsed value, however it is laid out, and stops past a limit. */
const agrees = (scan: Scanner) =>
  fc.property(nested, layout, fc.integer({ min: 0, max: 70 }), (value, space, limit) => {
    const bytes = Buffer.from(JSON.stringify(value, null, space));
    const depth = trueDepth(value);
    expect(scan(bytes)).toBe(depth);
    expect(scan(bytes, limit)).toBe(depth > limit ? limit + 1 : depth);
  });

describe('the depth scanner', () => {
  it('reads the depth of the parsed value, strings with brackets and escaped quotes included', () => {
    fc.assert(agrees(jsonDepth), { seed: 20261201, numRuns: 400 });
    expect(jsonDepth(Buffer.from('{"a":"[[[\\"]]]{","b":[[1]]}'))).toBe(3);
    expect(jsonDepth(Buffer.from('"\\\\"'))).toBe(0);
  });

  it.each(Object.keys(MUTANTS))('catches a scanner that %s', (name) => {
    const run = fc.check(agrees(MUTANTS[name]!), { seed: 20261201, numRuns: 400 });
    expect(run.failed).toBe(true);
  });

  it('stops where the body passes the limit, and allocates nothing on the way', () => {
    const deep = Buffer.alloc(5_000_000, '[');
    expect(jsonDepth(deep, 32)).toBe(33);
    const flat = Buffer.from(`[${'"[{\\"",'.repeat(500_000)}0]`);
    const before = process.memoryUsage().heapUsed;
    expect(jsonDepth(flat)).toBe(1);
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(1_000_000);
  });
});

// ---------------------------------------------------------------------------------------------

type Schema = Record<string, unknown>;
const resolve = (s: Schema): Schema =>
  typeof s.$ref === 'string' ? resolve(COMPONENTS.schemas[s.$ref.split('/').pop()!]!) : s;

/**
 * The longest body a schema allows, in bytes, every character escaped (`\uXXXX`, a character
 * outside the BMP as two: 12 bytes) and no white space; Infinity where the schema sets no bound.
 */
function longestBody(schema: Schema): number {
  const s = resolve(schema);
  // One of a few strings (a plan such as `premium`): as long as the longest, every character escaped.
  if (s.type === 'string' && Array.isArray(s.enum))
    return 2 + 12 * Math.max(...(s.enum as string[]).map((v) => v.length));
  if (s.type === 'string') return typeof s.maxLength === 'number' ? 2 + 12 * s.maxLength : Infinity;
  if (s.type === 'array') {
    const max = s.maxItems as number | undefined;
    return max === undefined ? Infinity : 2 + max * (longestBody(s.items as Schema) + 1);
  }
  if (s.type === 'object' && s.additionalProperties === false)
    return Object.entries(s.properties as Record<string, Schema>).reduce(
      (sum, [key, p]) => sum + JSON.stringify(key).length + 2 + longestBody(p),
      2,
    );
  return Infinity;
}

/** How deeply a schema's bodies nest. */
function schemaDepth(schema: Schema): number {
  const s = resolve(schema);
  if (s.type === 'array') return 1 + schemaDepth(s.items as Schema);
  if (s.type === 'object')
    return (
      1 +
      Math.max(0, ...Object.values((s.properties ?? {}) as Record<string, Schema>).map(schemaDepth))
    );
  return 0;
}

describe("the contract's body limits", () => {
  const bodies = Object.entries(OPERATION_DETAILS).flatMap(([id, op]) =>
    op.requestBody ? [{ id, schemaName: op.requestBody.schema }] : [],
  );
  const rules = operationRules();

  it.each(bodies.map((b) => [b.id, b] as const))(
    '%s: every body its schema allows fits its x-max-body-bytes and x-max-body-depth',
    (_id, { id, schemaName }) => {
      const schema = { $ref: `#/components/schemas/${schemaName}` };
      const { maxBytes, maxDepth } = rules.get(id)!.body!;
      expect(schemaDepth(schema)).toBeLessThanOrEqual(maxDepth);
      expect(maxBytes).toBeLessThanOrEqual(LIMITS.bodyBytes);
      // A schema without bounds (an article: images up to 2 MiB each) is held to the 10 MiB.
      if (longestBody(schema) === Infinity || longestBody(schema) > LIMITS.bodyBytes)
        expect(maxBytes).toBe(LIMITS.bodyBytes);
      else expect(longestBody(schema)).toBeLessThan(maxBytes);
    },
  );

  it('are a few KiB for the account operations', () => {
    for (const id of ['login', 'register', 'deleteCurrentUser'])
      expect(rules.get(id)!.body!.maxBytes, id).toBe(8192);
    expect(longestBody({ $ref: '#/components/schemas/LoginRequest' })).toBe(6147);
  });
});

// ---------------------------------------------------------------------------------------------

const DEEP = errorExamples('LoginBadRequest').tooDeep!;
const COMPRESSED = errorExamples('UnsupportedContentEncoding').compressed!;

const statusLine = (field: string) =>
  Number(
    new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync('/proc/self/status', 'utf8'))![1],
  ) * 1024;

/**
 * How far this process's resident memory rose above where it was while `fn` ran (the server
 * runs in it). JSON.parse holds a deep body's levels outside the JS heap, and gives them back as
 * soon as it fails, so only the peak shows them: Linux's high-water mark (VmHWM), reset to the
 * current size first (`/proc/self/clear_refs`).
 */
async function peakRssGrowth(fn: () => Promise<unknown>): Promise<number> {
  fs.writeFileSync('/proc/self/clear_refs', '5');
  const before = statusLine('VmRSS');
  await fn();
  return statusLine('VmHWM') - before;
}

describe('bodies past their limits, on the reference server', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer('pglite');
    admin = await s.login(ADMIN);
  });
  afterAll(async () => {
    await s?.stop();
  });
  const post = (path: string, body: string | Buffer, headers: Record<string, string> = {}) =>
    s.api(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
  const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

  it('a login, a registration or an account deletion over 8 KiB gets 413 with the contract message', async () => {
    const tooLarge = errorExamples('AccountPayloadTooLarge').tooLarge!;
    const padded = `${JSON.stringify(MEMBER)}${' '.repeat(8192)}`;
    for (const res of [
      await post('/login', padded),
      await post('/register', padded),
      await s.api('/user', {
        method: 'DELETE',
        token: await s.login(MEMBER),
        headers: { 'content-type': 'application/json' },
        body: padded,
      }),
    ]) {
      expect(res.status).toBe(413);
      expect(await messageOf(res)).toBe(tooLarge);
    }
    // The same body without the white space is a login.
    expect((await post('/login', JSON.stringify(MEMBER))).status).toBe(200);
  });

  it('deep JSON is refused with 400 before it is parsed: the memory barely moves', async () => {
    // 9 MB of `[` to the login: its size limit, before the body is read. 5 MB of `[` within an
    // article write's 10 MiB: the depth limit, on the raw bytes.
    const [big, deep] = [Buffer.alloc(9_000_000, '['), Buffer.alloc(5_000_000, '[')];
    const answers: Response[] = [];
    const growth = [
      await peakRssGrowth(async () => answers.push(await post('/login', big))),
      await peakRssGrowth(async () => {
        for (let i = 0; i < 2; i++)
          answers.push(await post('/articles', deep, { authorization: `Bearer ${admin}` }));
      }),
    ];
    // Before the limits: about 620 MiB for the login, 330 MiB for each article write.
    for (const g of growth) expect(g).toBeLessThan(96 * 1024 * 1024);
    expect(answers.map((r) => r.status)).toEqual([413, 400, 400]);
    expect(await messageOf(answers[1]!)).toBe(errorExamples('BadRequest').tooDeep);
    // Within the login's 8 KiB, the depth refuses it.
    const login = await post('/login', '['.repeat(8000));
    expect(login.status).toBe(400);
    expect(await messageOf(login)).toBe(DEEP);
  });

  it('a gzip bomb is refused with 415 without being inflated (under 50 ms of CPU)', async () => {
    // 100 gzip members of 10 MB of zeros each: 1 MB that inflates to 1 GB.
    const member = zlib.gzipSync(Buffer.alloc(10 * 1024 * 1024), { level: 9 });
    const bomb = Buffer.concat(Array.from({ length: 100 }, () => member));
    expect(bomb.length).toBeGreaterThan(1_000_000);
    const cpu = process.cpuUsage();
    const res = await post('/login', bomb, { 'content-encoding': 'gzip' });
    const used = process.cpuUsage(cpu);
    // Inflated, it cost seconds (the 10 MiB limit stopped it only after that).
    expect((used.user + used.system) / 1000).toBeLessThan(50);
    expect(res.status).toBe(415);
    expect(await messageOf(res)).toBe(COMPRESSED);
  });

  it('every Content-Encoding but identity is refused, after the token and on every body', async () => {
    const login = JSON.stringify(MEMBER);
    for (const coding of ['br', 'deflate', 'x-unknown', 'identity, gzip']) {
      const res = await post('/login', login, { 'content-encoding': coding });
      expect(res.status, coding).toBe(415);
    }
    expect((await post('/login', login, { 'content-encoding': 'identity' })).status).toBe(200);
    const article = zlib.gzipSync(JSON.stringify({ title: 'Dikompresi' }));
    expect((await post('/articles', article, { 'content-encoding': 'gzip' })).status).toBe(401);
    const res = await post('/articles', article, {
      'content-encoding': 'gzip',
      authorization: `Bearer ${admin}`,
    });
    expect(res.status).toBe(415);
    expect(await messageOf(res)).toBe(COMPRESSED);
  });

  it('an API address no route has answers its 404 whatever the body', async () => {
    const res = await post('/tidak-ada', JSON.stringify({ a: 'x'.repeat(4000) }));
    expect(res.status).toBe(404);
    expect(await messageOf(res)).toBe('Alamat API tidak ditemukan.');
  });
});
