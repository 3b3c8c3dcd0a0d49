import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { getArticle, listArticles } from '../../api/articles';
import type { Article } from '../../api/types';
import { createRequestMachine } from './article-request.machine';

const listMachine = createRequestMachine<Article[]>('articleList');
const detailMachine = createRequestMachine<Article>('articleDetail');

export type RequestStatus = 'loading' | 'ready' | 'failed';

export interface RequestView<T> {
  status: RequestStatus;
  data: T | null;
  retry: () => void;
}

const warn =
  (what: string) =>
  (_: unknown, { error }: { error: unknown }) => {
    // Logged, not thrown: the page shows its own message and the rest still renders (SPEC §8).
    console.warn(
      `[articles] ${what} failed to load:`,
      error instanceof Error ? error.message : error,
    );
  };

/** GET /articles (all of them, or the first `limit`), with loading / ready / failed. */
export function useArticleList(limit?: number): RequestView<Article[]> {
  const [state, send] = useMachine(
    listMachine.provide({
      actors: { load: fromPromise(() => listArticles(limit)) },
      actions: { logFailure: warn('article list') },
    }),
  );
  return {
    status: state.value as RequestStatus,
    data: state.context.data,
    retry: () => send({ type: 'request.retry' }),
  };
}

/** GET /articles/{id}, with loading / ready / failed. Mount it with a `key` of the id. */
export function useArticle(id: number): RequestView<Article> {
  const [state, send] = useMachine(
    detailMachine.provide({
      actors: {
        load: fromPromise(() =>
          Number.isInteger(id) && id > 0
            ? getArticle(id)
            : Promise.reject(new Error(`no article id "${id}"`)),
        ),
      },
      actions: { logFailure: warn(`article ${id}`) },
    }),
  );
  return {
    status: state.value as RequestStatus,
    data: state.context.data,
    retry: () => send({ type: 'request.retry' }),
  };
}
