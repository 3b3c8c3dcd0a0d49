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
  /**
   * How many articles match across all pages: the server's `X-Total-Count`, else the stats'
   * count (never fewer than the cards in hand), else null: unknown.
   */
  total: number | null;
  /** Whether the last page asked for came back full: without a total, another may follow. */
  lastPageFull: boolean;
  /** The counts of GET /articles/stats; null while unknown (they failed, or the list did). */
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
 * The total across all pages: the page's count when the server sent one, else the stats'
 * count (never fewer than `shown`, the cards in hand), else null (unknown).
 */
export function totalOf(page: ArticlePage, stats: ArticleStats | null, shown: number) {
  if (page.counted !== false) return page.total;
  return stats ? Math.max(stats.articles, shown) : null;
}

/**
 * A paged, searchable article list (Free Kick): the first pages and the counts
 * load together; "Muat lagi" (`more`) appends the next page; `search` waits
 * SEARCH_DEBOUNCE_MS after the last keystroke, then loads the first page of
 * the new search (a load still running for the old search is dropped).
 *
 * A failed first load ends in `failed` (logged through `logFailure`, `retry`
 * loads again): nothing is known then, neither the articles nor their counts.
 * A failed next page keeps the shown cards and ends in `ready.list.moreFailed`,
 * where `more` tries again. Never an endless spinner: the API client gives
 * every request a timeout.
 *
 * The counts are a region of `ready` of their own: `known`, or `unknown` when
 * the stats failed (a server-rendered list carries `stats: null` then), where
 * `retry` asks GET /articles/stats again. A server that sends no
 * `X-Total-Count` leaves `total` to the stats, or unknown: "Muat lagi" is then
 * offered while the last page came back full.
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
    loadStats: fromPromise<ArticleStats, { query: string }>(() =>
      Promise.reject(new Error('loadStats not provided')),
    ),
  },
  actions: {
    logFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    hasMore: ({ context }) =>
      context.total === null ? context.lastPageFull : context.items.length < context.total,
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'articlePages',
  context: ({ input }) => ({
    query: input.query,
    typed: input.query,
    items: input.initial?.page.items ?? [],
    total: input.initial
      ? totalOf(input.initial.page, input.initial.stats, input.initial.page.items.length)
      : null,
    lastPageFull: (input.initial?.page.items.length ?? 0) >= ARTICLE_PAGE_SIZE,
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
            total: ({ event }) =>
              totalOf(event.output.page, event.output.stats, event.output.page.items.length),
            lastPageFull: ({ context, event }) =>
              event.output.page.items.length >= context.pages * ARTICLE_PAGE_SIZE,
            stats: ({ event }) => event.output.stats,
            firstNew: null,
          }),
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ items: [], total: null, stats: null, firstNew: null }),
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    ready: {
      type: 'parallel',
      states: {
        list: {
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
                      return [
                        ...context.items,
                        ...event.output.items.filter((a) => !shown.has(a.id)),
                      ];
                    },
                    total: ({ context, event }) =>
                      totalOf(event.output, context.stats, event.output.total),
                    lastPageFull: ({ event }) => event.output.items.length >= ARTICLE_PAGE_SIZE,
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
        counts: {
          initial: 'check',
          states: {
            // Transient: a list that arrived without its counts starts them unknown.
            check: {
              always: [
                { guard: ({ context }) => context.stats !== null, target: 'known' },
                { target: 'unknown' },
              ],
            },
            known: {},
            unknown: {
              tags: ['countsUnknown'],
              on: { retry: 'loading' },
            },
            loading: {
              tags: ['countsUnknown', 'countsBusy'],
              invoke: {
                src: 'loadStats',
                input: ({ context }) => ({ query: context.query }),
                onDone: {
                  target: 'known',
                  actions: assign({
                    stats: ({ event }) => event.output,
                    // A server without X-Total-Count: the stats' count is the total now.
                    total: ({ context, event }) =>
                      context.total ?? Math.max(event.output.articles, context.items.length),
                  }),
                },
                onError: {
                  target: 'unknown',
                  actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
      },
    },
    failed: {
      tags: ['failed'],
      on: { retry: 'loading' },
    },
  },
});
