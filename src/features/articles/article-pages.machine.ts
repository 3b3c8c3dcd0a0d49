import { assign, fromPromise, setup } from 'xstate';
import type { ArticlePage } from '../../api/articles';
import type { ArticleListItem, ArticleStats } from '../../../common/api/types';

/** How many cards one page of the Free Kick list holds. */
export const ARTICLE_PAGE_SIZE = 12;
/** The API answers at most 100 articles at once: a shared link restores at most this many pages. */
export const MAX_RESTORED_PAGES = Math.floor(100 / ARTICLE_PAGE_SIZE);
/** How long the list waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The first answer of a list: its pages, and the counts (null when they could not be had). */
export interface FirstPages {
  page: ArticlePage;
  stats: ArticleStats | null;
}

export interface ArticlePagesContext {
  /** The search the shown list answers (what the server was asked). */
  query: string;
  /** The search typed last, waiting for the debounce. */
  typed: string;
  items: ArticleListItem[];
  total: number;
  stats: ArticleStats | null;
  /** How many pages are shown (the URL's `halaman`). */
  pages: number;
  /** Where the cards of the last "Muat lagi" start (focus moves there), or null. */
  firstNew: number | null;
}

export interface ArticlePagesInput {
  query: string;
  pages: number;
  /** The server's answer for this list, embedded in a server-rendered page. */
  initial?: FirstPages | null;
}

export type ArticlePagesEvent =
  { type: 'search'; query: string } | { type: 'more' } | { type: 'retry' };

export const clampPages = (pages: number | undefined) =>
  Number.isInteger(pages) && pages! > 1 ? Math.min(pages!, MAX_RESTORED_PAGES) : 1;

/**
 * A paged, searchable article list (Free Kick): the first pages and the counts
 * load together; "Muat lagi" (`more`) appends the next page; `search` waits
 * SEARCH_DEBOUNCE_MS after the last keystroke, then loads the first page of
 * the new search (a load still running for the old search is dropped).
 *
 * A failed first load ends in `failed` (logged through `logFailure`, `retry`
 * loads again); a failed next page keeps the shown cards and ends in
 * `ready.moreFailed`, where `more` tries again. Never an endless spinner: the
 * API client gives every request a timeout.
 */
export const articlePagesMachine = setup({
  types: {
    context: {} as ArticlePagesContext,
    events: {} as ArticlePagesEvent,
    input: {} as ArticlePagesInput,
  },
  actors: {
    loadFirst: fromPromise<FirstPages, { query: string; limit: number }>(() =>
      Promise.reject(new Error('loadFirst not provided')),
    ),
    loadMore: fromPromise<ArticlePage, { query: string; offset: number; limit: number }>(() =>
      Promise.reject(new Error('loadMore not provided')),
    ),
  },
  actions: {
    logFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    hasMore: ({ context }) => context.items.length < context.total,
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'articlePages',
  context: ({ input }) => ({
    query: input.query,
    typed: input.query,
    items: input.initial?.page.items ?? [],
    total: input.initial?.page.total ?? 0,
    stats: input.initial?.stats ?? null,
    pages: clampPages(input.pages),
    firstNew: null,
  }),
  initial: 'start',
  on: {
    search: { target: '.debouncing', actions: assign({ typed: ({ event }) => event.query }) },
  },
  states: {
    // Transient: a server-rendered list starts ready, so the first render matches its HTML.
    start: {
      always: [
        {
          guard: ({ context }) => context.items.length > 0 || context.stats !== null,
          target: 'ready',
        },
        { target: 'loading' },
      ],
    },
    debouncing: {
      tags: ['busy'],
      after: {
        debounce: {
          target: 'loading',
          actions: assign({ query: ({ context }) => context.typed.trim(), pages: 1 }),
        },
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadFirst',
        input: ({ context }) => ({
          query: context.query,
          limit: context.pages * ARTICLE_PAGE_SIZE,
        }),
        onDone: {
          target: 'ready',
          actions: assign({
            items: ({ event }) => event.output.page.items,
            total: ({ event }) => event.output.page.total,
            stats: ({ event }) => event.output.stats,
            firstNew: null,
          }),
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ items: [], total: 0, stats: null, firstNew: null }),
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { more: { guard: 'hasMore', target: 'loadingMore' } } },
        loadingMore: {
          tags: ['loadingMore'],
          invoke: {
            src: 'loadMore',
            input: ({ context }) => ({
              query: context.query,
              offset: context.items.length,
              limit: ARTICLE_PAGE_SIZE,
            }),
            onDone: {
              target: 'idle',
              actions: assign({
                firstNew: ({ context, event }) =>
                  event.output.items.length > 0 ? context.items.length : null,
                items: ({ context, event }) => {
                  // A card can shift a page when an article is added meanwhile: shown once only.
                  const shown = new Set(context.items.map((a) => a.id));
                  return [...context.items, ...event.output.items.filter((a) => !shown.has(a.id))];
                },
                total: ({ event }) => event.output.total,
                pages: ({ context }) => context.pages + 1,
              }),
            },
            onError: {
              target: 'moreFailed',
              actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        moreFailed: {
          tags: ['moreFailed'],
          on: { more: { guard: 'hasMore', target: 'loadingMore' } },
        },
      },
    },
    failed: {
      tags: ['failed'],
      on: { retry: 'loading' },
    },
  },
});
