/**
 * The last admin's deletion is asked only where it is safe. On a server with one admin (the
 * in-memory server) the kit asks it and the 409 is provoked; on a server with another admin the
 * deletion would succeed, so the kit sends no deletion with the admin's token there and reports
 * the probe as not checked, with the reason.
 */
import { describe, expect, it } from 'vitest';
import { LAST_ADMIN_PROBE } from '../checks/last-admin.ts';
import { ACCOUNT_DELETION_UNPROVOKED } from '../coverage.ts';
import { renderTerminal } from '../report.ts';
import { runConformance } from '../runner.ts';
import { startFake } from './fake-server.ts';
import { parse, startFaulty, type Fault, type ProxyContext } from './faulty.ts';
import { USERS } from './fake-data.ts';
import { answerWith } from './rewrite.ts';

/** The in-memory server's only admin. */
const ADMIN_EMAIL = USERS.find((u) => u.role === 'admin')!.email;

/** Runs the delete_account check through `fault`, counting the deletions asked with the admin's token. */
async function run(fault: Fault) {
  const upstream = await startFake();
  const adminTokens = new Set<string>();
  let adminDeletions = 0;
  const watch = async (ctx: ProxyContext) => {
    if (ctx.method === 'DELETE' && ctx.path === '/user') {
      const token = ctx.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (adminTokens.has(token)) adminDeletions++;
    }
    const answer = (await fault(ctx)) ?? (await ctx.forward());
    if (ctx.method === 'POST' && ctx.path === '/login') {
      const s = parse(answer.body) as { token?: string; user?: { email?: string } } | undefined;
      if (s?.token && s.user?.email === ADMIN_EMAIL) adminTokens.add(s.token);
    }
    return answer;
  };
  const faulty = await startFaulty(upstream.url, watch);
  try {
    const report = await runConformance({
      baseUrl: faulty.url,
      seed: 3,
      runs: 1,
      timeoutMs: 60_000,
      checks: ['delete_account'],
    });
    return { report, adminDeletions };
  } finally {
    await faulty.close();
    await upstream.close();
  }
}

const deletion409 = (report: Awaited<ReturnType<typeof run>>['report']) =>
  report.coverage?.find((r) => r.operation === 'DELETE /user' && r.status === 409);

describe("the last admin's deletion", () => {
  it.concurrent('is asked where the admin is the only one, and gets 409', async () => {
    const { report, adminDeletions } = await run(() => undefined);
    expect(report.ok, renderTerminal(report)).toBe(true);
    expect(adminDeletions).toBe(1);
    expect(deletion409(report)?.provoked).toBe(true);
    expect(report.notChecked).toBeUndefined();
  });

  it.concurrent(
    'is not asked on a server with another admin, and the report says why',
    async () => {
      // The list of accounts holds a second admin.
      const { report, adminDeletions } = await run((ctx) =>
        ctx.method === 'GET' && ctx.path === '/members'
          ? answerWith(ctx, (value, up) => {
              if (up.status !== 200 || !Array.isArray(value)) return {};
              const accounts = value as Record<string, unknown>[];
              const other = { ...accounts[0], id: 999, email: 'admin2@contoh.id', role: 'admin' };
              return {
                value: [...accounts, other],
                headers: { ...up.headers, 'x-total-count': String(accounts.length + 1) },
              };
            })
          : undefined,
      );
      expect(adminDeletions).toBe(0);
      expect(report.ok, renderTerminal(report)).toBe(true);
      expect(report.notChecked).toEqual([
        expect.objectContaining({
          check: 'delete_account',
          what: LAST_ADMIN_PROBE,
          reason: expect.stringMatching(/the server has 2 admins/) as unknown,
        }),
      ]);
      expect(deletion409(report)).toMatchObject({
        provoked: false,
        reason: ACCOUNT_DELETION_UNPROVOKED,
      });
      expect(renderTerminal(report)).toContain(
        `not checked: the server has 2 admins: the kit's admin would be deleted, not refused: DELETE /user`,
      );
    },
  );
});
