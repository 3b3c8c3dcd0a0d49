import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { listArticles } from '../../api/articles';
import type { Article } from '../../api/types';
import { createRequestMachine } from './article-request.machine';

const listMachine = createRequestMachine<Article[]>('articleList');

export type RequestStatus = 'loading' | 'ready' | 'failed';

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

/** GET /articles (all of them, or the first `limit`), with loading / ready / failed. */
export function useArticleList(limit?: number): RequestView<Article[]> {
  const [state, send] = useMachine(
    listMachine.provide({
      actors: { load: fromPromise(() => listArticles(limit)) },
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
