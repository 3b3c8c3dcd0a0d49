import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { getArticle } from '../../api/articles';
import { ApiError } from '../../api/errors';
import type { Article } from '../../../common/api/types';
import { useInitialData } from '../../lib/initial-data';
import { initialDataKey } from '../../../common/initial-data-id';
import { createRequestMachine } from './article-request.machine';
import { warn, type RequestStatus, type RequestView } from './use-articles';

// Apart from the list's hook: only article pages load this (and the embedded-data reader).
const detailMachine = createRequestMachine<Article>('articleDetail');

const validId = (id: number) => Number.isInteger(id) && id > 0;

/**
 * GET /articles/{id}, with loading / ready / failed / missing (a 404, or no article id: no
 * retry helps). Mount it with a `key` of the id.
 * A server-rendered article page carries the answer: then it starts ready.
 */
export function useArticle(id: number): RequestView<Article> {
  const initial = useInitialData(initialDataKey.article(id));
  const [state, send] = useMachine(
    detailMachine.provide({
      actors: {
        load: fromPromise(() =>
          validId(id) ? getArticle(id) : Promise.reject(new Error(`no article id "${id}"`)),
        ),
      },
      actions: { logFailure: warn(`article ${id}`) },
      guards: {
        isMissing: (_, { error }) =>
          !validId(id) || (error instanceof ApiError && error.status === 404),
      },
    }),
    { input: { initial } },
  );
  return {
    status: state.value as RequestStatus,
    data: state.context.data,
    retry: () => send({ type: 'request.retry' }),
  };
}
