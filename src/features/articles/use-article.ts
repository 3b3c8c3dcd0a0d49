import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { getArticle } from '../../api/articles';
import type { Article } from '../../../common/api/types';
import { useInitialData } from '../../lib/initial-data';
import { initialDataKey } from '../../../common/initial-data-id';
import { createRequestMachine } from './article-request.machine';
import { warn, type RequestStatus, type RequestView } from './use-articles';

// Apart from the list's hook: only article pages load this (and the embedded-data reader).
const detailMachine = createRequestMachine<Article>('articleDetail');

/**
 * GET /articles/{id}, with loading / ready / failed. Mount it with a `key` of the id.
 * A server-rendered article page carries the answer: then it starts ready.
 */
export function useArticle(id: number): RequestView<Article> {
  const initial = useInitialData<Article>(initialDataKey.article(id));
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
    { input: { initial } },
  );
  return {
    status: state.value as RequestStatus,
    data: state.context.data,
    retry: () => send({ type: 'request.retry' }),
  };
}
