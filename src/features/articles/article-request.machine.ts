import { assign, fromPromise, setup } from 'xstate';

export interface RequestContext<T> {
  data: T | null;
  error: unknown;
}

/**
 * Loading one server resource (the article list or one article):
 * loading → ready | failed, and `request.retry` from failed. The loader is a
 * named actor provided at the edge; the failure is reported through the named
 * `logFailure` action (a warning, never an endless spinner).
 */
export function createRequestMachine<T>(id: string) {
  return setup({
    types: {
      context: {} as RequestContext<T>,
      events: {} as { type: 'request.retry' },
    },
    actors: {
      load: fromPromise<T>(async () => {
        throw new Error(`${id}: load not provided`);
      }),
    },
    actions: {
      logFailure: (_, _params: { error: unknown }) => {},
    },
  }).createMachine({
    id,
    context: { data: null, error: null },
    initial: 'loading',
    states: {
      loading: {
        tags: ['busy'],
        invoke: {
          src: 'load',
          onDone: {
            target: 'ready',
            actions: assign({ data: ({ event }) => event.output, error: null }),
          },
          onError: {
            target: 'failed',
            actions: [
              assign({ error: ({ event }) => event.error, data: null }),
              { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        },
      },
      ready: {},
      failed: {
        on: { 'request.retry': 'loading' },
      },
    },
  });
}
