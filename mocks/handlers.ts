/**
 * MSW handlers for the whole contract, answering with the contract's examples.
 * Like Prism's `Prefer: code=`, a story or test can force an operation's
 * answer: a documented status, a network failure, or a delay.
 *
 * Unlike Prism, the article list behaves like a server: it honours `q`,
 * `category`, `limit`, `offset` and `view=summary`, sends `X-Total-Count`, and
 * GET /articles/stats counts what matches, so stories can page and search.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Article, ArticleSummary } from '../src/api/types';
import { documentedStatuses, fixtures, responseExample } from './contract';

export type OperationId =
  | 'login'
  | 'getCurrentUser'
  | 'logout'
  | 'listArticles'
  | 'getArticleStats'
  | 'getArticle'
  | 'createArticle'
  | 'updateArticle'
  | 'deleteArticle';

/** How to answer one operation: a status code, a network error, or a delay in ms before the default. */
export type Override =
  | number
  | 'network'
  | { delay: number | 'infinite'; status?: number }
  | { status: number; body: unknown };
export type Overrides = Partial<Record<OperationId, Override>>;

const operations: Record<
  OperationId,
  { method: 'get' | 'post' | 'put' | 'delete'; path: string; secured: boolean }
> = {
  login: { method: 'post', path: '/login', secured: false },
  getCurrentUser: { method: 'get', path: '/user', secured: true },
  logout: { method: 'post', path: '/logout', secured: true },
  listArticles: { method: 'get', path: '/articles', secured: false },
  // Before getArticle: `/articles/:id` would also match `/articles/stats`.
  getArticleStats: { method: 'get', path: '/articles/stats', secured: false },
  getArticle: { method: 'get', path: '/articles/{id}', secured: false },
  createArticle: { method: 'post', path: '/articles', secured: true },
  updateArticle: { method: 'put', path: '/articles/{id}', secured: true },
  deleteArticle: { method: 'delete', path: '/articles/{id}', secured: true },
};

function exampleResponse(op: OperationId, status: number): Response {
  const { path, method } = operations[op];
  if (status === 204) return new HttpResponse(null, { status });
  if (!documentedStatuses(path, method).includes(String(status))) {
    throw new Error(`${op} does not document status ${status}`);
  }
  return HttpResponse.json(responseExample<object>(path, method, String(status)), { status });
}

/** Lower case without accents: "Téknik" and "teknik" compare equal. */
/** A request field meant as text: the string, or '' when it is absent or not a string. */
const textOf = (v: unknown): string => (typeof v === 'string' ? v : '');

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The articles that match `q` (every word in title, category or author) and `category`. */
function matching(articles: Article[], url: URL): Article[] {
  const words = fold(url.searchParams.get('q') ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const category = fold(url.searchParams.get('category')?.trim() ?? '');
  return articles.filter((a) => {
    if (category && fold(a.category) !== category) return false;
    const text = fold([a.title, a.category, a.author].join(' '));
    return words.every((w) => text.includes(w));
  });
}

/** An article as `view=summary` gives it: no sections, the first section's text as `excerpt`. */
export function toSummary({ sections, ...rest }: Article): ArticleSummary {
  const excerpt = (sections[0]?.content ?? '').replace(/\s+/g, ' ').trim().slice(0, 300);
  return { ...rest, excerpt };
}

function listResponse(articles: Article[], url: URL): Response {
  const found = matching(articles, url);
  const offset = Number(url.searchParams.get('offset') ?? 0) || 0;
  const limit = url.searchParams.get('limit');
  const page = found.slice(offset, limit ? offset + Number(limit) : undefined);
  const body = url.searchParams.get('view') === 'summary' ? page.map(toSummary) : page;
  return HttpResponse.json(body, { headers: { 'X-Total-Count': String(found.length) } });
}

function statsResponse(articles: Article[], url: URL): Response {
  const found = matching(articles, url);
  const authors = new Set(found.map((a) => a.author.trim().toLowerCase()).filter(Boolean));
  return HttpResponse.json({ articles: found.length, authors: authors.size });
}

/** What the handlers serve: by default the contract's example articles. */
export interface HandlerData {
  articles?: Article[];
}

function defaultResponse(
  op: OperationId,
  request: Request,
  params: Record<string, unknown>,
  body: unknown,
  articles: Article[],
): Response {
  switch (op) {
    case 'login': {
      const { email } = (body ?? {}) as { email?: string };
      const member = fixtures.memberLogin();
      return HttpResponse.json(email === member.user.email ? member : fixtures.adminLogin());
    }
    case 'getCurrentUser':
      return HttpResponse.json(fixtures.adminUser());
    case 'logout':
    case 'deleteArticle':
      return new HttpResponse(null, { status: 204 });
    case 'listArticles':
      return listResponse(articles, new URL(request.url));
    case 'getArticleStats':
      return statsResponse(articles, new URL(request.url));
    case 'getArticle': {
      const found = articles.find((a) => String(a.id) === String(params.id));
      return found ? HttpResponse.json(found) : exampleResponse(op, 404);
    }
    case 'createArticle':
    case 'updateArticle': {
      const input = (body ?? {}) as {
        tags?: string[];
        sections?: { images?: string[] }[];
      } & Record<string, unknown>;
      const article: Article = {
        id: op === 'createArticle' ? 9 : Number(params.id),
        title: textOf(input.title),
        author: textOf(input.author),
        date: typeof input.date === 'string' ? input.date : null,
        category: textOf(input.category),
        banner: typeof input.banner === 'string' ? input.banner : null,
        tags: (input.tags ?? []).map((name) => ({ name })),
        sections: (input.sections ?? []).map((s) => ({
          subtitle: textOf((s as Record<string, unknown>).subtitle),
          content: textOf((s as Record<string, unknown>).content),
          youtube: textOf((s as Record<string, unknown>).youtube),
          images: (s.images ?? []).map((path) => ({ path })),
        })),
      };
      return HttpResponse.json(article, { status: op === 'createArticle' ? 201 : 200 });
    }
  }
}

/** Handlers for every operation under `/api`, with optional per-operation overrides. */
export function createHandlers(
  overrides: Overrides = {},
  { articles = fixtures.articles() }: HandlerData = {},
): HttpHandler[] {
  return (Object.keys(operations) as OperationId[]).map((op) => {
    const { method, path, secured } = operations[op];
    const url = `*/api${path.replace('{id}', ':id')}`;
    return http[method](url, async ({ request, params }) => {
      const override = overrides[op];
      if (override === 'network') return HttpResponse.error();
      if (typeof override === 'object' && 'delay' in override) {
        await delay(override.delay);
        if (override.status) return exampleResponse(op, override.status);
      }
      if (typeof override === 'number') return exampleResponse(op, override);
      if (typeof override === 'object' && 'body' in override) {
        return HttpResponse.json(override.body as object, { status: override.status });
      }
      if (secured && !/^Bearer \S+/.test(request.headers.get('Authorization') ?? '')) {
        return exampleResponse(op, 401);
      }
      const body = ['post', 'put'].includes(method)
        ? await request
            .clone()
            .json()
            .catch(() => undefined)
        : undefined;
      return defaultResponse(op, request, params, body, articles);
    });
  });
}
