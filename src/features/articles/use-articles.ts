import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { getArticleStats, listArticleSummaries } from '../../api/articles';
import type { ArticleListItem } from '../../../common/api/types';
import { useInitialData } from '../../lib/initial-data';
import { initialDataKey } from '../../../common/initial-data-id';
import { createRequestMachine } from './article-request.machine';
import { articlePagesMachine, clampPages, type FirstPages } from './article-pages.machine';

const listMachine = createRequestMachine<ArticleListItem[]>('articleList');

/** `missing`: the server said there is no such thing (a retry would not help). */
export type RequestStatus = 'loading' | 'ready' | 'failed' | 'missing';

export interface RequestView<T> {
  status: RequestStatus;
  data: T | null;
  retry: () => void;
}

export const warn =
  (what: string) =>
  (_: unknown, { error }: { error: unknown }) => {
    // Logged, not thrown: the page shows its own message and the rest still renders.
    console.warn(
      `[articles] ${what} failed to load:`,
      error instanceof Error ? error.message : error,
    );
  };

/** The newest `limit` articles as summaries (GET /articles?view=summary), with loading / ready / failed. */
export function useArticleList(limit: number): RequestView<ArticleListItem[]> {
  const [state, send] = useMachine(
    listMachine.provide({
      actors: {
        load: fromPromise(async () => (await listArticleSummaries({ limit })).items),
      },
      actions: { logFailure: warn('article list') },
    }),
    { input: {} },
  );
  return {
    status: state.value as RequestStatus,
    data: state.context.data,
    retry: () => send({ type: 'request.retry' }),
  };
}

/** The first `limit` summaries matching `query`, with the counts (null if only they failed). */
export async function loadFirstPages(query: string, limit: number): Promise<FirstPages> {
  const [page, stats] = await Promise.all([
    listArticleSummaries({ q: query, limit }),
    getArticleStats({ q: query }).catch((error: unknown) => {
      warn('article stats')(undefined, { error });
      return null;
    }),
  ]);
  return { page, stats };
}

/**
 * The Free Kick list (article-pages.machine.ts): `query` and `pages` as the URL
 * gave them when the page opened. A server-rendered list without a search
 * carries its first page: then it starts ready and asks nothing.
 */
export function useArticlePages({ query, pages }: { query: string; pages: number }) {
  const embedded = useInitialData(initialDataKey.freekickList);
  const initial = !query.trim() && clampPages(pages) === 1 ? embedded : undefined;
  return useMachine(
    articlePagesMachine.provide({
      actors: {
        loadFirst: fromPromise(({ input }) => loadFirstPages(input.query, input.limit)),
        loadMore: fromPromise(({ input }) =>
          listArticleSummaries({ q: input.query, offset: input.offset, limit: input.limit }),
        ),
        loadStats: fromPromise(({ input }) => getArticleStats({ q: input.query })),
      },
      // Logged under one name: the list's and the counts' failures alike.
      actions: { logFailure: warn('article list or counts') },
    }),
    { input: { query: query.trim(), pages, initial } },
  );
}
