import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { INITIAL_DATA_ID } from '../../common/initial-data-id';

/**
 * API answers that a server-rendered page carries (keyed by the API path, e.g.
 * `/articles/3`), so that the browser's first render draws the same page as
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
 * The server's answer for `key`, if the page came with one. Read once, when the
 * component mounts, then dropped (in an effect, so a StrictMode double render
 * reads the same), so that the next visit to the page asks the API.
 */
export function useInitialData<T>(key: string): T | undefined {
  const store = useContext(InitialDataContext);
  const [value] = useState(() => store.get(key) as T | undefined);
  useEffect(() => {
    store.delete(key);
  }, [store, key]);
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
