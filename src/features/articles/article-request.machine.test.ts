import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createRequestMachine } from './article-request.machine';

describe('request machine', () => {
  it('loads, then is ready with the data', async () => {
    const machine = createRequestMachine<number[]>('t').provide({
      actors: { load: fromPromise(async () => [1, 2]) },
    });
    const actor = createActor(machine).start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.data).toEqual([1, 2]);
  });

  it('fails, reports the failure once, and can retry', async () => {
    const failures: unknown[] = [];
    let attempt = 0;
    const machine = createRequestMachine<string>('t').provide({
      actors: {
        load: fromPromise(async () => {
          attempt++;
          if (attempt === 1) throw new Error('boom');
          return 'ok';
        }),
      },
      actions: { logFailure: (_, { error }) => void failures.push(error) },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(failures).toHaveLength(1);
    expect((actor.getSnapshot().context.error as Error).message).toBe('boom');
    expect(actor.getSnapshot().can({ type: 'request.retry' })).toBe(true);
    actor.send({ type: 'request.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toEqual({ data: 'ok', error: null });
  });
});
