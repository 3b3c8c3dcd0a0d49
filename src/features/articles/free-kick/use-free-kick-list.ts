import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useArticlePages } from '../use-articles';
import { pagesFrom } from './result-text';

/**
 * The Free Kick list's machine (useArticlePages) with the URL: it opens with the URL's search
 * (`?q=`) and pages shown (`?halaman=`), and the URL follows both, replacing its entry, so a
 * reload or a shared link shows the same list. The input owns its text (`typed`).
 */
export function useFreeKickList() {
  const [params, setParams] = useSearchParams();
  const [opened] = useState(() => ({
    query: params.get('q') ?? '',
    pages: pagesFrom(params.get('halaman')),
  }));
  const [typed, setTyped] = useState(opened.query);
  const [state, send] = useArticlePages(opened);
  const { pages } = state.context;

  // The pages shown go into the URL (a reload or a shared link shows as many).
  useEffect(() => {
    const current = new URLSearchParams(window.location.search);
    if ((current.get('halaman') ?? '1') === String(pages)) return;
    if (pages > 1) current.set('halaman', String(pages));
    else current.delete('halaman');
    setParams(current, { replace: true, preventScrollReset: true });
  }, [pages, setParams]);

  /** A new search as typed: the list searches it, from its first page; the URL keeps it. */
  const search = (value: string) => {
    setTyped(value);
    send({ type: 'search', query: value });
    const next = new URLSearchParams(window.location.search);
    if (value) next.set('q', value);
    else next.delete('q');
    next.delete('halaman');
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return { state, send, typed, search };
}

export type FreeKickListState = ReturnType<typeof useFreeKickList>['state'];
export type FreeKickListSend = ReturnType<typeof useFreeKickList>['send'];
