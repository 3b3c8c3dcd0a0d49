import { assign, fromPromise, setup } from 'xstate';

export interface RequestContext<T> {
  data: T | null;
  error: unknown;
}

/** What the machine may start from: the server's answer, embedded in a server-rendered page. */
export interface RequestInput<T> {
  initial?: T | null;
}

/**
 * Loading one server resource (the article list or one article):
 * loading → ready | failed | missing, and `request.retry` from failed. A
 * failure the provided `isMissing` guard recognises (the server said the
 * resource does not exist) ends in `missing`, where retrying is pointless;
 * by default no failure is. Given `initial`
 * data (a server-rendered page carries it), it starts ready and loads nothing,
 * so the browser's first render matches the server's HTML. The loader is a
 * named actor provided at the edge; the failure is reported through the named
 * `logFailure` action (a warning, never an endless spinner).
 */
export function createRequestMachine<T>(id: string) {
  return setup({
    types: {
      context: {} as RequestContext<T>,
      events: {} as { type: 'request.retry' },
      // The assertion is how xstate learns the input type (all its fields are optional).
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
      input: {} as RequestInput<T>,
    },
    actors: {
      load: fromPromise<T>(() => Promise.reject(new Error(`${id}: load not provided`))),
    },
    actions: {
      logFailure: (_, _params: { error: unknown }) => {},
    },
    guards: {
      isMissing: (_, _params: { error: unknown }) => false,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ data: input.initial ?? null, error: null }),
    initial: 'start',
    states: {
      // Transient: decided before the first snapshot, so no loading frame is ever drawn.
      start: {
        always: [
          { guard: ({ context }) => context.data !== null, target: 'ready' },
          { target: 'loading' },
        ],
      },
      loading: {
        tags: ['busy'],
        invoke: {
          src: 'load',
          onDone: {
            target: 'ready',
            actions: assign({ data: ({ event }) => event.output, error: null }),
          },
          onError: [
            {
              guard: { type: 'isMissing', params: ({ event }) => ({ error: event.error }) },
              target: 'missing',
              actions: [
                assign({ error: ({ event }) => event.error, data: null }),
                { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
            {
              target: 'failed',
              actions: [
                assign({ error: ({ event }) => event.error, data: null }),
                { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          ],
        },
      },
      ready: {},
      failed: {
        on: { 'request.retry': 'loading' },
      },
      missing: {},
    },
  });
}
