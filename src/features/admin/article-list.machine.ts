import { assign, fromPromise, raise, setup } from 'xstate';
import type { Article } from '../../api/types';

export type SortOrder = 'newest' | 'oldest';

export interface ArticleListContext {
  articles: Article[];
  query: string;
  sort: SortOrder;
  pendingDelete: Article | null;
}

export type ArticleListEvent =
  | { type: 'list.reload' }
  | { type: 'list.search'; query: string }
  | { type: 'list.sort'; sort: SortOrder }
  | { type: 'removal.request'; article: Article }
  | { type: 'removal.confirm' }
  | { type: 'removal.cancel' };

/** Search on title, category, author and tags; sort by date (articles without a date last). */
export function visibleArticles(
  articles: readonly Article[],
  query: string,
  sort: SortOrder,
): Article[] {
  const q = query.trim().toLowerCase();
  const found = q
    ? articles.filter((a) =>
        [a.title, a.category, a.author, ...(a.tags ?? []).map((t) => t.name)].some((v) =>
          (v ?? '').toLowerCase().includes(q),
        ),
      )
    : [...articles];
  const time = (a: Article) => (a.date ? Date.parse(`${a.date}T00:00:00Z`) : Number.NaN);
  return found.sort((a, b) => {
    const ta = time(a);
    const tb = time(b);
    if (Number.isNaN(ta) && Number.isNaN(tb)) return b.id - a.id;
    if (Number.isNaN(ta)) return 1;
    if (Number.isNaN(tb)) return -1;
    return sort === 'newest' ? tb - ta || b.id - a.id : ta - tb || a.id - b.id;
  });
}

/**
 * The admin article list: GET /articles (failure: the toast
 * 'Gagal memuat artikel dari server'), search and sort; delete asks first,
 * then DELETE, then 'Artikel dihapus.' and a reload, or 'Gagal menghapus artikel'.
 */
export const articleListMachine = setup({
  types: {
    context: {} as ArticleListContext,
    events: {} as ArticleListEvent,
  },
  actions: {
    notifyLoadFailed: () => {},
    notifyDeleted: () => {},
    notifyDeleteFailed: () => {},
  },
  actors: {
    loadArticles: fromPromise<Article[]>(async () => []),
    deleteArticle: fromPromise<void, { id: number }>(async () => {}),
  },
}).createMachine({
  id: 'articleList',
  type: 'parallel',
  context: { articles: [], query: '', sort: 'newest', pendingDelete: null },
  on: {
    'list.search': { actions: assign({ query: ({ event }) => event.query }) },
    'list.sort': { actions: assign({ sort: ({ event }) => event.sort }) },
  },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'load',
            src: 'loadArticles',
            onDone: { target: 'ready', actions: assign({ articles: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: 'notifyLoadFailed' },
          },
        },
        ready: { on: { 'list.reload': 'loading' } },
        failed: { tags: ['failed'], on: { 'list.reload': 'loading' } },
      },
    },
    removal: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'removal.request': {
              target: 'confirming',
              actions: assign({ pendingDelete: ({ event }) => event.article }),
            },
          },
        },
        confirming: {
          tags: ['confirmingDelete'],
          on: {
            'removal.confirm': 'deleting',
            'removal.cancel': { target: 'idle', actions: assign({ pendingDelete: null }) },
          },
        },
        deleting: {
          tags: ['confirmingDelete', 'deleting'],
          invoke: {
            id: 'delete',
            src: 'deleteArticle',
            input: ({ context }) => ({ id: context.pendingDelete?.id ?? 0 }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ pendingDelete: null }),
                'notifyDeleted',
                raise({ type: 'list.reload' }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [assign({ pendingDelete: null }), 'notifyDeleteFailed'],
            },
          },
        },
      },
    },
  },
});
