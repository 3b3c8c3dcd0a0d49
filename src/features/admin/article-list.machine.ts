import { assign, fromPromise, raise, setup } from 'xstate';
import {
  ArticleChangedError,
  etagOf,
  type ArticlePage,
  type VersionedArticle,
} from '../../api/articles';
import type { Article, ArticleListItem } from '../../../common/api/types';
import type { EditorMode } from './article-editor/article-editor.machine';

export type SortOrder = 'newest' | 'oldest';

/** How many articles one page of the admin list holds. */
export const ADMIN_PAGE_SIZE = 20;
/** How long the list waits after the last keystroke before it searches on the server. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

export interface ArticleListContext {
  /** The shown page. */
  articles: ArticleListItem[];
  /** How many articles match the search, across all pages. */
  total: number;
  /** The search as typed. */
  query: string;
  sort: SortOrder;
  /** The shown page, from 0. */
  page: number;
  pendingDelete: ArticleListItem | null;
  /** The article as it is now, when a delete was refused because someone changed it (412). */
  changedBeforeDelete: Article | null;
  /** The open editor, if any. */
  editor: OpenEditor | null;
  /** The article whose editor is loading (its Edit button says so), if any. */
  opening: number | null;
  /** The key the last opened editor got. */
  lastEditorKey: number;
}

/**
 * An open editor: new, or with the whole article to edit. Every editor gets a key of its own
 * (one more than the last), so a closed editor is never mistaken for the one opened after it.
 */
export interface OpenEditor {
  mode: EditorMode;
  article: Article | null;
  /** The version the article was loaded at (its ETag): the editor saves with it in If-Match. */
  etag: string | null;
  key: number;
}

/** What one load asks the server for. */
export interface ArticleListRequest {
  query: string;
  sort: SortOrder;
  page: number;
}

export type ArticleListEvent =
  | { type: 'list.reload' }
  | { type: 'list.search'; query: string }
  | { type: 'list.sort'; sort: SortOrder }
  | { type: 'list.page'; page: number }
  | { type: 'removal.request'; article: ArticleListItem }
  | { type: 'removal.confirm' }
  | { type: 'removal.cancel' }
  /** After a refused delete: load the list again, with the article as it is now. */
  | { type: 'removal.reload' }
  | { type: 'editing.new' }
  | { type: 'editing.edit'; id: number }
  | { type: 'editing.closed'; key: number };

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));

/**
 * Where page `page` of `total` articles lies in the server's newest-first order.
 * Oldest first is that order backwards: its first page is the server's last
 * articles, read in reverse (so undated articles, last when newest first, come first).
 */
export function pageWindow(
  total: number,
  { sort, page }: Pick<ArticleListRequest, 'sort' | 'page'>,
): { offset: number; limit: number } {
  const start = page * ADMIN_PAGE_SIZE;
  if (sort === 'newest') return { offset: start, limit: ADMIN_PAGE_SIZE };
  const end = Math.max(0, total - start);
  const offset = Math.max(0, end - ADMIN_PAGE_SIZE);
  return { offset, limit: Math.max(1, end - offset) };
}

/**
 * The admin article list, paged and searched on the server: GET /articles
 * (failure: the toast 'Gagal memuat artikel dari server'); the search waits
 * ADMIN_SEARCH_DEBOUNCE_MS after the last keystroke and starts at page 1, as
 * does a new sort; delete asks first, then DELETE with If-Match (the version
 * the list shows), then 'Artikel dihapus.' and a reload of the current page
 * (the one before when it was the last page's only article), or 'Gagal
 * menghapus artikel'; when someone changed the article since the list was
 * loaded (412) nothing is deleted and a dialog offers to load it again. The editor opens empty
 * for a new article, or for Edit once GET /articles/{id} has brought the whole
 * article (failure: the toast 'Gagal memuat artikel dari server', no editor).
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
    notifyOpenFailed: () => {},
  },
  actors: {
    loadArticles: fromPromise<ArticlePage, ArticleListRequest>(() =>
      Promise.resolve({ items: [], total: 0 }),
    ),
    deleteArticle: fromPromise<void, { id: number; etag: string | null }>(async () => {}),
    loadArticle: fromPromise<VersionedArticle, { id: number }>(() =>
      Promise.reject(new Error('loadArticle not provided')),
    ),
  },
}).createMachine({
  id: 'articleList',
  type: 'parallel',
  context: {
    articles: [],
    total: 0,
    query: '',
    sort: 'newest',
    page: 0,
    pendingDelete: null,
    changedBeforeDelete: null,
    editor: null,
    opening: null,
    lastEditorKey: 0,
  },
  states: {
    list: {
      initial: 'loading',
      on: {
        'list.search': {
          target: '.debouncing',
          actions: assign({ query: ({ event }) => event.query, page: 0 }),
        },
        'list.sort': {
          target: '.loading',
          actions: assign({ sort: ({ event }) => event.sort, page: 0 }),
        },
        'list.page': {
          target: '.loading',
          actions: assign({
            page: ({ context, event }) =>
              Math.min(Math.max(0, event.page), pageCount(context.total) - 1),
          }),
        },
        'list.reload': '.loading',
      },
      states: {
        debouncing: {
          tags: ['loading'],
          after: { [ADMIN_SEARCH_DEBOUNCE_MS]: 'loading' },
        },
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'load',
            src: 'loadArticles',
            input: ({ context }) => ({
              query: context.query.trim(),
              sort: context.sort,
              page: context.page,
            }),
            onDone: [
              {
                // The page emptied (its last article deleted elsewhere or here): the one before.
                guard: ({ context, event }) => event.output.items.length === 0 && context.page > 0,
                target: 'loading',
                reenter: true,
                actions: assign({
                  page: ({ context, event }) =>
                    Math.min(context.page - 1, pageCount(event.output.total) - 1),
                }),
              },
              {
                target: 'ready',
                actions: assign({
                  articles: ({ event }) => event.output.items,
                  total: ({ event }) => event.output.total,
                }),
              },
            ],
            onError: { target: 'failed', actions: 'notifyLoadFailed' },
          },
        },
        ready: {},
        failed: { tags: ['failed'] },
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
            input: ({ context }) => ({
              id: context.pendingDelete?.id ?? 0,
              etag: context.pendingDelete ? etagOf(context.pendingDelete) : null,
            }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ pendingDelete: null }),
                'notifyDeleted',
                raise({ type: 'list.reload' }),
              ],
            },
            onError: [
              {
                guard: ({ event }) => event.error instanceof ArticleChangedError,
                target: 'changed',
                actions: assign({
                  pendingDelete: null,
                  changedBeforeDelete: ({ event }) =>
                    (event.error as ArticleChangedError).current.article,
                }),
              },
              {
                target: 'idle',
                actions: [assign({ pendingDelete: null }), 'notifyDeleteFailed'],
              },
            ],
          },
        },
        changed: {
          tags: ['deleteRefused'],
          on: {
            'removal.reload': {
              target: 'idle',
              actions: [assign({ changedBeforeDelete: null }), raise({ type: 'list.reload' })],
            },
            'removal.cancel': { target: 'idle', actions: assign({ changedBeforeDelete: null }) },
          },
        },
      },
    },
    editing: {
      initial: 'idle',
      on: {
        'editing.new': {
          actions: assign(({ context }) => ({
            editor: {
              mode: 'new' as const,
              article: null,
              etag: null,
              key: context.lastEditorKey + 1,
            },
            lastEditorKey: context.lastEditorKey + 1,
          })),
        },
        // Only the editor that closed goes away: one opened in the meantime (Enter right after
        // Escape, before the old editor has reported closing) stays open.
        'editing.closed': {
          actions: assign({
            editor: ({ context, event }) =>
              context.editor?.key === event.key ? null : context.editor,
          }),
        },
      },
      states: {
        idle: {
          on: {
            'editing.edit': {
              target: 'opening',
              actions: assign({ opening: ({ event }) => event.id }),
            },
          },
        },
        // The list holds summaries: the editor gets the whole article, loaded first. Another
        // Edit meanwhile is ignored.
        opening: {
          tags: ['opening'],
          invoke: {
            id: 'loadArticle',
            src: 'loadArticle',
            input: ({ context }) => ({ id: context.opening ?? 0 }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                editor: {
                  mode: 'edit' as const,
                  article: event.output.article,
                  etag: event.output.etag,
                  key: context.lastEditorKey + 1,
                },
                lastEditorKey: context.lastEditorKey + 1,
                opening: null,
              })),
            },
            onError: {
              target: 'idle',
              actions: [assign({ opening: null }), 'notifyOpenFailed'],
            },
          },
        },
      },
    },
  },
});
