import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HashGate, SCRYPT, type HashLane } from '../passwords.ts';
import { ADMIN, BACKENDS, startTestServer, type TestServer } from './harness.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A gate whose jobs finish when the test says so. */
function manualGate(opts: ConstructorParameters<typeof HashGate>[0]) {
  const gate = new HashGate(opts);
  const order: string[] = [];
  const finishers: (() => void)[] = [];
  const job = (
    name: string,
    lane: HashLane = 'other',
    client = name,
    known = true,
    registration?: 'first' | 'again',
  ) =>
    gate
      .run(
        () =>
          new Promise<string>((resolve) => {
            order.push(name);
            finishers.push(() => resolve(name));
          }),
        { lane, client, known, registration },
      )
      .catch((e: { status: number }) => e.status);
  /** Ends the oldest running job. */
  const finish = async () => {
    finishers.shift()?.();
    await sleep(5);
  };
  return { gate, order, job, finish };
}

describe('the hashing queue has lanes', () => {
  it('keeps a slot for known devices and clean addresses when a flood holds the others', async () => {
    const { gate, order, job, finish } = manualGate({ concurrency: 1, queue: 4, timeoutMs: 5_000 });
    const flood = ['a1', 'a2', 'a3', 'a4', 'a5'].map((n) => job(n, 'other', n));
    await sleep(5);
    expect(gate.load).toMatchObject({ running: 1, other: 4 });
    // The reserved slot: a known device starts at once, although four wait.
    const owner = job('owner', 'device');
    await sleep(5);
    expect(order).toEqual(['a1', 'owner']);
    // A clean address guessing an unknown email finds both slots busy: it waits, but ahead of
    // the flood. One logging in to an existing account has the extra slot: it starts at once.
    const clean = job('clean', 'clean', 'clean', false);
    const member = job('member', 'clean');
    await sleep(5);
    expect(order).toEqual(['a1', 'owner', 'member']);
    await finish(); // a1: its slot is the flood's, not the guess's
    expect(order).toHaveLength(3);
    await finish(); // owner: the guess takes the reserved slot, before the flood
    expect(order).toEqual(['a1', 'owner', 'member', 'clean']);
    await finish(); // member
    await finish(); // clean
    expect(order.slice(4)).toEqual(['a2']);
    for (let i = 0; i < 4; i++) await finish();
    expect(await Promise.all([...flood, owner, member, clean])).toEqual([
      'a1',
      'a2',
      'a3',
      'a4',
      'a5',
      'owner',
      'member',
      'clean',
    ]);
  });

  it('lets one address hold at most an eighth of the queue', async () => {
    const { gate, job, finish } = manualGate({ concurrency: 1, queue: 16, timeoutMs: 5_000 });
    const first = job('x0', 'other', 'attacker');
    const mine = Array.from({ length: 4 }, (_, i) => job(`x${i + 1}`, 'other', 'attacker'));
    const other = job('y', 'other', 'someone');
    await sleep(5);
    // One runs, two wait (16 / 8), the next two are refused; another address still queues.
    expect(gate.load).toMatchObject({ running: 1, other: 3 });
    expect(await mine[2]).toBe(503);
    expect(await mine[3]).toBe(503);
    for (let i = 0; i < 4; i++) await finish();
    expect(await Promise.all([first, mine[0], mine[1], other])).toEqual(['x0', 'x1', 'x2', 'y']);
  });

  it('serves the newest clean address first: a burst of fresh addresses gives way', async () => {
    const { order, job, finish } = manualGate({
      concurrency: 1,
      queue: 2,
      timeoutMs: 5_000,
      reserved: 0,
    });
    const running = job('busy');
    // Guesses of unknown emails from fresh addresses, then one more fresh address.
    const burst = [job('c1', 'clean', 'c1', false), job('c2', 'clean', 'c2', false)];
    await sleep(5);
    const user = job('user', 'clean', 'user', false);
    // The lane holds two: the oldest of the burst gives way.
    expect(await burst[0]).toBe(503);
    await finish();
    expect(order).toEqual(['busy', 'user']);
    await finish();
    await finish();
    expect(await Promise.all([running, user, burst[1]])).toEqual(['busy', 'user', 'c2']);
  });

  it("puts registrations last: a login or an address's first registration takes a repeated one's place; a burst of first ones gives way", async () => {
    const { order, job, finish } = manualGate({ concurrency: 1, queue: 3, timeoutMs: 5_000 });
    const again = (n: string) => job(n, 'other', n, false, 'again');
    const flood = ['r1', 'r2', 'r3', 'r4'].map(again);
    await sleep(5);
    // A new visitor's first registration, then a login from an address that failed lately.
    const visitor = job('visitor', 'other', 'visitor', false, 'first');
    const member = job('member');
    expect(await flood[3]).toBe(503);
    expect(await flood[2]).toBe(503);
    // One more repeated registration finds nobody who gives way to it: refused at once.
    expect(await again('r5')).toBe(503);
    // Two more new visitors: the last repeated registration, then the oldest first one, give way.
    const v2 = job('v2', 'other', 'v2', false, 'first');
    expect(await flood[1]).toBe(503);
    const v3 = job('v3', 'other', 'v3', false, 'first');
    expect(await visitor).toBe(503);
    for (let i = 0; i < 4; i++) await finish();
    // The login, then the first registrations newest first.
    expect(order).toEqual(['r1', 'member', 'v3', 'v2']);
    expect(await Promise.all([flood[0], member, v2, v3])).toEqual(['r1', 'member', 'v2', 'v3']);
  });
});

describe('the clean lane', () => {
  it('serves a login to an existing account before newer guesses of unknown emails', async () => {
    const gate = new HashGate({ concurrency: 1, queue: 8, timeoutMs: 5_000, reserved: 0 });
    const order: string[] = [];
    const finishers: (() => void)[] = [];
    const job = (name: string, lane: HashLane, known: boolean) =>
      gate.run(
        () =>
          new Promise<void>((resolve) => {
            order.push(name);
            finishers.push(resolve);
          }),
        { lane, client: name, known },
      );
    const all = [job('running', 'other', false), job('owner', 'clean', true)];
    await sleep(5);
    // Fresh addresses guessing unknown emails arrive after the owner: they wait behind.
    all.push(job('guess1', 'clean', false), job('guess2', 'clean', false));
    await sleep(5);
    for (let i = 0; i < 4; i++) {
      finishers.shift()?.();
      await sleep(5);
    }
    await Promise.all(all);
    expect(order).toEqual(['running', 'owner', 'guess2', 'guess1']);
  });
});

describe.each(BACKENDS)('a distributed login flood on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(
      backend,
      {
        // The flood's unknown emails cost a production hash each, so the queue fills.
        passwordHashLogN: SCRYPT.logN,
        hashConcurrency: 1,
        hashQueue: 8,
        hashTimeoutMs: 30_000,
        trustProxy: 1,
        loginMaxFailuresPerEmail: 5,
        loginMaxFailuresPerIp: 20,
      },
      // The accounts are checked at the test cost: the owner's logins cost no production hash.
      { accountsAtTestCost: true },
    );
  });
  afterAll(async () => {
    await s?.stop();
  });
  const from = (ip: string, extra: Record<string, string> = {}) => ({
    'x-forwarded-for': ip,
    ...extra,
  });
  const login = (ip: string, json: unknown, extra: Record<string, string> = {}) =>
    s.api('/login', { method: 'POST', headers: from(ip, extra), json });

  it('lets the owner in, with or without a device cookie, while a flood fills the queue; 503s count against the flooding addresses', async () => {
    const first = await login('203.0.113.50', ADMIN);
    expect(first.status).toBe(200);
    const cookie = first.headers.get('set-cookie')!.split(';')[0]!;

    // Four addresses, three guesses each at once, with unknown emails.
    const flood = Array.from({ length: 12 }, (_, i) =>
      login(`198.51.100.${(i % 4) + 1}`, {
        email: `tidakada${i}@contoh.id`,
        password: 'salah-total',
      }).then((r) => r.status),
    );
    for (let waited = 0; s.app.hashGate.load.other === 0; waited += 20) {
      if (waited > 20_000) throw new Error('the flood never queued');
      await sleep(20);
    }

    const started = performance.now();
    const withCookie = await login('203.0.113.51', ADMIN, { cookie });
    const fresh = await login('203.0.113.52', ADMIN);
    const ownerMs = performance.now() - started;
    expect([withCookie.status, fresh.status]).toEqual([200, 200]);
    // The flood is still waiting: the owner did not queue behind it.
    expect(s.app.hashGate.load.other).toBeGreaterThan(0);
    expect(ownerMs).toBeLessThan(10_000);

    const codes = await Promise.all(flood);
    const refused = codes.filter((c) => c === 503).length;
    expect(refused).toBeGreaterThan(0);
    expect(codes.every((c) => c === 401 || c === 503)).toBe(true);
    // Every attempt counts against its address, the refused ones too; none against the emails.
    const [{ n: perAddress } = { n: 0 }] = await s.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM login_failures WHERE key LIKE 'ip:198.51.100.%'",
    );
    expect(perAddress).toBe(12);
    const [{ n: perPair } = { n: 0 }] = await s.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM login_failures WHERE key LIKE 'pair:tidakada%'",
    );
    expect(perPair).toBe(12 - refused);
  });
});

describe.each(BACKENDS)('correct logins at once on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend, { loginMaxFailuresPerEmail: 5 });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('six correct logins at once from one client all get in (none is counted as a failure)', async () => {
    // Several rounds: on PostgreSQL, concurrent successes once deadlocked now and then (a 500)
    // while each deleted the others' pending rows.
    for (let round = 0; round < 8; round++) {
      const codes = await Promise.all(
        Array.from({ length: 6 }, () =>
          s.api('/login', { method: 'POST', json: ADMIN }).then((r) => r.status),
        ),
      );
      expect(codes, `round ${round}`).toEqual([200, 200, 200, 200, 200, 200]);
      // Each success is counted towards the per-account and per-address success limits.
      await s.db.query("DELETE FROM login_failures WHERE key LIKE 'ok-%'");
    }
    const left = await s.db.query("SELECT 1 FROM login_failures WHERE key LIKE 'pair:%'");
    expect(left).toHaveLength(0);
  });
});
