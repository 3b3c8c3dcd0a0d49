import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { answerOf, INITIAL_DATA_ID, type InitialDataKey } from '../../common/initial-data-id';

/**
 * API answers that a server-rendered page carries (keyed by the API path, e.g.
 * `/articles/3`; common/initial-data-id.ts), so that the browser's first render draws the same page as
 * the server's HTML without asking the API again (see server/article-pages.ts).
 * Each answer serves one first render only: a later visit to the same page
 * loads fresh data.
 */
export type InitialData = Map<string, unknown>;

/**
 * In the browser, the answers embedded in this document (read when the first
 * page that can use them loads its code); on the server, none unless the
 * render provides them (src/app/entry-server.tsx).
 */
const InitialDataContext = createContext<InitialData>(
  typeof document === 'undefined' ? new Map<string, unknown>() : readInitialData(document),
);

export function InitialDataProvider({
  data,
  children,
}: {
  data: InitialData;
  children: ReactNode;
}) {
  return <InitialDataContext.Provider value={data}>{children}</InitialDataContext.Provider>;
}

/**
 * The server's answer for `key` (`initialDataKey.article(id)` yields an `Article`), if the page
 * came with one that is an answer of that key: a malformed one is none, and the page loads its
 * data as usual. Read once, when the component mounts, then dropped (in an effect, so a
 * StrictMode double render reads the same), so that the next visit to the page asks the API.
 */
export function useInitialData<T>(key: InitialDataKey<T>): T | undefined {
  const store = useContext(InitialDataContext);
  const [value] = useState(() => answerOf(key, store));
  const { path } = key;
  useEffect(() => {
    store.delete(path);
  }, [store, path]);
  return value;
}

/**
 * The answers embedded in this document. Anything unreadable (no script, bad
 * JSON, not an object) means none: the page then loads its data as usual.
 */
export function readInitialData(doc: Document): InitialData {
  try {
    const json: unknown = JSON.parse(doc.getElementById(INITIAL_DATA_ID)?.textContent || '{}');
    if (json && typeof json === 'object' && !Array.isArray(json))
      return new Map(Object.entries(json));
  } catch {
    // Not JSON: no initial data.
  }
  return new Map();
}
