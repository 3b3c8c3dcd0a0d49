/**
 * What the abuse harness sends: each attack one bounded client, its timings and sizes drawn
 * from the run's seeded random source. Every answer is recorded (status, whether Retry-After
 * came with a 503); a connection the server ended is recorded as such, and counts against the
 * server only where the attack did not ask for it (a slow reader cut off, a body refused
 * before it was all sent).
 */
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Target } from './target.ts';

export type Random = () => number;

/** A seeded source in [0, 1) (mulberry32): the same seed gives the same run. */
export function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const pick = <T>(rnd: Random, items: readonly T[]): T =>
  items[Math.floor(rnd() * items.length)]!;
export const between = (rnd: Random, min: number, max: number) =>
  Math.floor(min + rnd() * (max - min + 1));

export interface Outcome {
  attack: string;
  request: string;
  status: number | 'reset';
  retryAfter: boolean;
  /** A reset the attack provoked (it stopped reading, or sent a body the server refuses). */
  resetExpected: boolean;
  ms: number;
}

export interface Ctx {
  target: Target;
  rnd: Random;
  record(o: Outcome): void;
  /** Sizes scale with the run: the largest body an attack sends… */
  maxBodyBytes: number;
  /** …and the longest a slow reader or an aborter keeps its request. */
  maxHoldMs: number;
}

interface Sent {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Read the answer at this many bytes a second (default: as fast as it comes). */
  readRate?: number;
  /** Stop after this many milliseconds (abort the request). */
  abortAfterMs?: number;
  /** Told when the answer's headers have come. */
  onHeaders?: () => void;
}

/** One raw request; resolves with its outcome, never rejects. */
export function send(ctx: Ctx, attack: string, s: Sent, resetExpected = false): Promise<Outcome> {
  const started = performance.now();
  const request = `${s.method} ${s.path.slice(0, 60)}`;
  return new Promise((resolve) => {
    let settled = false;
    const done = (status: number | 'reset', retryAfter = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(abortTimer);
      const o: Outcome = {
        attack,
        request,
        status,
        retryAfter,
        resetExpected: resetExpected || s.abortAfterMs !== undefined,
        ms: performance.now() - started,
      };
      ctx.record(o);
      resolve(o);
    };
    const req = http.request(`${ctx.target.url}${s.path}`, {
      method: s.method,
      headers: {
        connection: 'close',
        ...(s.body !== undefined ? { 'content-length': String(Buffer.byteLength(s.body)) } : {}),
        ...s.headers,
      },
    });
    const abortTimer = setTimeout(() => {
      req.destroy();
      done('reset');
    }, s.abortAfterMs ?? 120_000);
    req.on('error', () => done('reset'));
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      const retryAfter = res.headers['retry-after'] !== undefined;
      s.onHeaders?.();
      if (!s.readRate) {
        res.resume();
        res.on('end', () => done(status, retryAfter));
        res.on('error', () => done('reset'));
        res.on('aborted', () => done('reset'));
        return;
      }
      // A slow reader: a few bytes at a time, paced.
      res.pause();
      const tick = 100;
      const pump = setInterval(() => {
        let budget = (s.readRate! * tick) / 1000;
        let chunk: Buffer | null;
        while (budget > 0 && (chunk = res.read(Math.max(1, Math.floor(budget))) as Buffer | null))
          budget -= chunk.length;
      }, tick);
      const end = (st: number | 'reset') => {
        clearInterval(pump);
        done(st, retryAfter);
      };
      res.on('end', () => end(status));
      res.on('close', () => end(res.complete ? status : 'reset'));
      res.on('error', () => end('reset'));
    });
    if (s.body !== undefined) req.end(s.body);
    else req.end();
  });
}

const json = { 'content-type': 'application/json' };

/** Nested arrays or objects, `bytes` long: costly to parse if parsed. */
function deepJson(rnd: Random, bytes: number): string {
  const depth = Math.floor(bytes / 2);
  return rnd() < 0.5
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(Math.floor(bytes / 6)) + '1' + '}'.repeat(Math.floor(bytes / 6));
}

export type Attack = (ctx: Ctx) => Promise<unknown>;

const bigId = (ctx: Ctx) => pick(ctx.rnd, ctx.target.bigIds);

export const ATTACKS: Record<string, Attack> = {
  /** Reads a large article or list at 1–20 KB/s for a while, then hangs up. */
  slowReader: (ctx) =>
    send(ctx, 'slowReader', {
      method: 'GET',
      path: pick(ctx.rnd, [
        `/api/articles/${bigId(ctx)}`,
        '/api/articles?limit=100',
        '/api/articles',
      ]),
      readRate: between(ctx.rnd, 1_000, 20_000),
      abortAfterMs: between(ctx.rnd, 500, ctx.maxHoldMs),
    }),
  /** Asks for a large answer and goes away half-way (or before it starts). */
  aborter: (ctx) =>
    send(ctx, 'aborter', {
      method: 'GET',
      path: pick(ctx.rnd, [
        `/api/articles/${bigId(ctx)}`,
        '/api/articles?limit=100',
        `/freekick/${bigId(ctx)}`,
      ]),
      abortAfterMs: between(ctx.rnd, 5, Math.min(1_500, ctx.maxHoldMs)),
    }),
  /** An article page of a large article, read whole. */
  articlePage: (ctx) =>
    send(ctx, 'articlePage', {
      method: 'GET',
      path: `/${pick(ctx.rnd, ['freekick', 'areateknis'])}/${bigId(ctx)}`,
    }),
  /** The largest list the contract allows, read whole, sometimes compressed. */
  largeList: (ctx) =>
    send(ctx, 'largeList', {
      method: 'GET',
      path: pick(ctx.rnd, [
        '/api/articles?limit=100',
        '/api/articles?limit=100&view=summary',
        '/api/articles',
      ]),
      headers: ctx.rnd() < 0.5 ? { 'accept-encoding': 'br, gzip' } : {},
    }),
  /** A deeply nested body to an operation that takes JSON. */
  deepBody: (ctx) =>
    send(
      ctx,
      'deepBody',
      {
        method: 'POST',
        path: pick(ctx.rnd, ['/api/login', '/api/register', '/api/articles']),
        headers: json,
        body: deepJson(ctx.rnd, between(ctx.rnd, 1_000, ctx.maxBodyBytes)),
      },
      true,
    ),
  /** A body over the operation's limit. */
  oversized: (ctx) =>
    send(
      ctx,
      'oversized',
      {
        method: 'POST',
        path: pick(ctx.rnd, ['/api/login', '/api/register']),
        headers: json,
        body: `{"email":"${'a'.repeat(between(ctx.rnd, 100_000, ctx.maxBodyBytes))}"}`,
      },
      true,
    ),
  /** A gzip bomb: a small compressed body that inflates to megabytes. */
  gzipBomb: (ctx) =>
    send(
      ctx,
      'gzipBomb',
      {
        method: 'POST',
        path: pick(ctx.rnd, ['/api/login', '/api/articles']),
        headers: { ...json, 'content-encoding': 'gzip' },
        body: gzipSync(Buffer.from(`{"email":"${' '.repeat(between(ctx.rnd, 1e6, 20e6))}"}`)),
      },
      true,
    ),
  /** A burst of logins, right and wrong, on the race accounts. */
  loginBurst: (ctx) =>
    Promise.all(
      Array.from({ length: between(ctx.rnd, 3, 12) }, () => {
        const a = pick(ctx.rnd, ctx.target.accounts);
        return send(ctx, 'loginBurst', {
          method: 'POST',
          path: '/api/login',
          headers: json,
          body: JSON.stringify({
            email: a.email,
            password: ctx.rnd() < 0.5 ? a.password : 'salah-sandi',
          }),
        });
      }),
    ),
  /** A burst of registrations of new accounts. */
  registerBurst: (ctx) =>
    Promise.all(
      Array.from({ length: between(ctx.rnd, 2, 6) }, () =>
        send(ctx, 'registerBurst', {
          method: 'POST',
          path: '/api/register',
          headers: json,
          body: JSON.stringify({
            name: 'Pelatih Baru',
            email: `baru-${Math.floor(ctx.rnd() * 1e9)}@apifutsal.id`,
            password: 'sandi-baru-123',
          }),
        }),
      ),
    ),
};
