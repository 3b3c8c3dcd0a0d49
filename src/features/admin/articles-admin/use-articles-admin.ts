import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { deleteArticle, getArticleForEditing, listArticleSummaries } from '../../../api/articles';
import { MEMBER_STRINGS } from '../../../config/member-strings';
import { useToast } from '../../../components/Toast/Toast';
import { articleListMachine, pageWindow, type ArticleListRequest } from '../article-list.machine';

/**
 * One page of the admin list: summaries from the server, newest or oldest first
 * (oldest first needs the total to find its page: a one-article request first).
 */
async function loadAdminPage(request: ArticleListRequest) {
  const q = request.query;
  if (request.sort === 'newest') {
    return listArticleSummaries({ q, ...pageWindow(0, request) });
  }
  const { total } = await listArticleSummaries({ q, limit: 1 });
  if (total === 0) return { items: [], total };
  const page = await listArticleSummaries({ q, ...pageWindow(total, request) });
  return { items: [...page.items].reverse(), total: page.total };
}

/** The admin list's machine wired to the API (list, whole article, delete) and the toasts. */
export function useArticlesAdmin() {
  const { toast } = useToast();
  const loadFailed = () =>
    toast({ title: MEMBER_STRINGS.articles.loadError, variant: 'destructive' });
  return useMachine(
    articleListMachine.provide({
      actors: {
        loadArticles: fromPromise(({ input }) => loadAdminPage(input)),
        deleteArticle: fromPromise(({ input }) => deleteArticle(input.id, input.etag)),
        loadArticle: fromPromise(({ input }) => getArticleForEditing(input.id)),
      },
      actions: {
        notifyLoadFailed: loadFailed,
        notifyOpenFailed: loadFailed,
        notifyDeleted: () => toast({ title: MEMBER_STRINGS.articles.deleted }),
        notifyDeleteFailed: () =>
          toast({ title: MEMBER_STRINGS.articles.deleteFailed, variant: 'destructive' }),
      },
    }),
  );
}

export type ArticlesAdminSend = ReturnType<typeof useArticlesAdmin>[1];
