/**
 * Keys of the API answers a server-rendered page embeds (src/lib/initial-data.tsx):
 * the API path they answer. Shared by the servers that embed them and the hooks that read them.
 */
export const initialDataKey = {
  article: (id: number) => `/articles/${id}`,
  /**
   * The Free Kick list's first page without a search: `{ page: { items, total }, stats }`,
   * the answers of GET /articles?view=summary&limit=12 (its items and X-Total-Count) and
   * GET /articles/stats.
   */
  freekickList: '/articles?view=summary&limit=12',
};

/** The id of the `<script type="application/json">` that carries the answers. */
export const INITIAL_DATA_ID = 'initial-data';
