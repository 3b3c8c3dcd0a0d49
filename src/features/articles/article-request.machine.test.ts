import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createRequestMachine } from './article-request.machine';

describe('request machine', () => {
  it('loads, then is ready with the data', async () => {
    const machine = createRequestMachine<number[]>('t').provide({
      actors: { load: fromPromise(() => Promise.resolve([1, 2])) },
    });
    const actor = createActor(machine, { input: {} }).start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.data).toEqual([1, 2]);
  });

  it('fails, reports the failure once, and can retry', async () => {
    const failures: unknown[] = [];
    let attempt = 0;
    const machine = createRequestMachine<string>('t').provide({
      actors: {
        load: fromPromise(() => {
          attempt++;
          return attempt === 1 ? Promise.reject(new Error('boom')) : Promise.resolve('ok');
        }),
      },
      actions: { logFailure: (_, { error }) => void failures.push(error) },
    });
    const actor = createActor(machine, { input: {} }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(failures).toHaveLength(1);
    expect((actor.getSnapshot().context.error as Error).message).toBe('boom');
    expect(actor.getSnapshot().can({ type: 'request.retry' })).toBe(true);
    actor.send({ type: 'request.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toEqual({ data: 'ok', error: null });
  });

  it('a failure the guard knows as missing ends in missing, without a retry', async () => {
    const failures: unknown[] = [];
    const machine = createRequestMachine<string>('t').provide({
      actors: { load: fromPromise(() => Promise.reject(new Error('404'))) },
      actions: { logFailure: (_, { error }) => void failures.push(error) },
      guards: { isMissing: (_, { error }) => (error as Error).message === '404' },
    });
    const actor = createActor(machine, { input: {} }).start();
    await waitFor(actor, (s) => s.matches('missing'));
    expect(failures).toHaveLength(1);
    expect(actor.getSnapshot().can({ type: 'request.retry' })).toBe(false);
  });

  it('starts ready from server data, without loading', async () => {
    let loads = 0;
    const machine = createRequestMachine<string>('t').provide({
      actors: {
        load: fromPromise(() => {
          loads++;
          return Promise.resolve('fresh');
        }),
      },
    });
    const actor = createActor(machine, { input: { initial: 'from the server' } });
    // The first snapshot, before start: what a server render and a hydrating render both draw.
    expect(actor.getSnapshot().value).toBe('ready');
    actor.start();
    expect(actor.getSnapshot().context).toEqual({ data: 'from the server', error: null });
    await new Promise((r) => setTimeout(r, 10));
    expect(loads).toBe(0);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('loads as usual without server data', () => {
    const machine = createRequestMachine<string>('t').provide({
      actors: { load: fromPromise(() => new Promise<string>(() => {})) },
    });
    expect(createActor(machine, { input: { initial: null } }).getSnapshot().value).toBe('loading');
    expect(createActor(machine, { input: {} }).getSnapshot().value).toBe('loading');
  });
});
