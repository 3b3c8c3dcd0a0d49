/**
 * A documented 429 is never a violation: the kit waits out a short Retry-After and sends the
 * request again, and reports what a longer one refused as not checked (neither passed nor
 * failed). A proxy in front of the in-memory server limits its registrations. A documented 503
 * with a short Retry-After (a database out of reach for a moment) is waited for the same way.
 */
import { describe, expect, it } from 'vitest';
import { renderTerminal } from '../report.ts';
import { runConformance } from '../runner.ts';
import { startFake } from './fake-server.ts';
import { json, startFaulty, type Fault } from './faulty.ts';

const limited = (retryAfter: string) => ({
  ...json(429, { message: 'Terlalu banyak pendaftaran. Coba lagi nanti.' }),
  headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': retryAfter },
});

const ACCOUNT_CHECKS = ['register', 'normalisation', 'delete_account'] as const;

async function run(fault: Fault) {
  const upstream = await startFake();
  const faulty = await startFaulty(upstream.url, fault);
  try {
    return await runConformance({
      baseUrl: faulty.url,
      seed: 7,
      runs: 2,
      timeoutMs: 60_000,
      checks: [...ACCOUNT_CHECKS, 'status_code_conformance', 'response_headers_conformance'],
    });
  } finally {
    await faulty.close();
    await upstream.close();
  }
}

const isRegistration = (ctx: { method: string; path: string }) =>
  ctx.method === 'POST' && ctx.path === '/register';

describe('a server that limits registrations (429 with Retry-After)', () => {
  it.concurrent('a short Retry-After is waited for, and the registration sent again', async () => {
    let refused = 0;
    const report = await run((ctx) => {
      // The first registration of a new account is refused once, for a second.
      if (!isRegistration(ctx) || refused > 0 || !ctx.body.toString().includes('Konformans'))
        return undefined;
      refused++;
      return limited('1');
    });
    expect(refused).toBe(1);
    expect(report.ok, renderTerminal(report)).toBe(true);
    for (const check of ACCOUNT_CHECKS)
      expect(report.rows.find((r) => r.check === check)?.verdict, check).toBe('pass');
    expect(report.notChecked).toBeUndefined();
  });

  it.concurrent(
    'a long one on the first registration: the account checks are not checked',
    async () => {
      const report = await run((ctx) => (isRegistration(ctx) ? limited('900') : undefined));
      expect(report.ok, renderTerminal(report)).toBe(true);
      // The registration's rows (normalisation also judges articles without a date, which pass).
      for (const check of ACCOUNT_CHECKS) {
        const row = report.rows.find((r) => r.check === check && r.operation.includes('/register'));
        expect(row?.verdict, check).toBe('skip');
        expect(row?.note, check).toBe('not checked: rate limited');
      }
      expect(report.notChecked?.map((n) => n.check)).toEqual(
        expect.arrayContaining([...ACCOUNT_CHECKS]),
      );
      expect(renderTerminal(report)).toContain(
        'not checked: rate limited (429, Retry-After 900): POST /register',
      );
    },
  );

  it.concurrent(
    'a long one on the duplicate registrations: passed, and they are not checked',
    async () => {
      let accepted = 0;
      const report = await run(async (ctx) => {
        if (!isRegistration(ctx)) return undefined;
        if (accepted > 0) return limited('900');
        const answer = await ctx.forward();
        if (answer.status === 201) accepted++;
        return answer;
      });
      expect(accepted).toBe(1);
      expect(report.ok, renderTerminal(report)).toBe(true);
      expect(report.rows.find((r) => r.check === 'register')?.verdict).toBe('pass');
      const what = (report.notChecked ?? []).map((n) => n.what).join('\n');
      expect(what).toMatch(/registering the same email again answered 429/);
    },
  );
});

describe('a server whose database is out of reach for a moment (503 with Retry-After)', () => {
  it.concurrent('the 503 is waited for, judged, and the request served after it', async () => {
    const upstream = await startFake();
    upstream.trouble({ operation: 'createArticle', status: 503 });
    try {
      const report = await runConformance({
        baseUrl: upstream.url,
        seed: 7,
        runs: 1,
        timeoutMs: 60_000,
        checks: ['stateful', 'not_a_server_error', 'response_headers_conformance'],
      });
      expect(upstream.troubleGiven()).toBe(1);
      expect(report.ok, renderTerminal(report)).toBe(true);
    } finally {
      await upstream.close();
    }
  });
});
