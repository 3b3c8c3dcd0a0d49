/**
 * A short, seeded run of the abuse harness (server/test/abuse/; `npm run bench:abuse` is the
 * long one): its opening recipe is the one that once leaked the read gate for good (two slow
 * readers of a large article, then two article pages of large articles), then seconds of the
 * random mix. Bounds are wide here, for a machine busy with the rest of the suite; the bench
 * states the tight ones.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../config.ts';
import { runAbuse } from './abuse/run.ts';

describe('the abuse harness, short and seeded', () => {
  it('no 5xx but a 503 with Retry-After, bounded memory and waits, and everything at rest after', async () => {
    const result = await runAbuse({
      root: path.resolve(ROOT_DIR),
      databaseUrl: process.env.DATABASE_URL || undefined,
      seed: 20261202,
      durationMs: 3_000,
      concurrency: 3,
      bigArticles: 3,
      articleMb: 2,
      firstArticleMb: 12,
      accounts: 6,
      maxBodyBytes: 3_000_000,
      maxHoldMs: 2_500,
      probeBoundMs: 5_000,
      memoryBoundMb: 700,
      restTimeoutMs: 15_000,
      // No balancer to wait for when it stops.
      env: { SLOW_CLIENT_WINDOW_MS: '2000', DRAIN_DELAY_MS: '0' },
    });
    expect(result.failures).toEqual([]);
    // The run did attack: large reads were answered, and the races ran.
    const attacks = new Set(result.outcomes.map((o) => o.attack));
    for (const a of ['slowReader', 'articlePage']) expect(attacks).toContain(a);
  }, 180_000);
});
