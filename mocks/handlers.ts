/**
 * MSW handlers for the whole contract, answering with the contract's examples.
 * Like Prism's `Prefer: code=`, a story or test can force an operation's
 * answer: a documented status, a network failure, or a delay.
 *
 * Writes honour If-Match against the served articles' versions (412 with the
 * article, as a server answers when someone else saved it meanwhile).
 *
 * Unlike Prism, the article list behaves like a server: it honours `q`,
 * `category`, `limit`, `offset` and `view=summary`, sends `X-Total-Count`, and
 * GET /articles/stats counts what matches, so stories can page and search.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type {
  Article,
  ArticleStats,
  OperationId,
  RequestBody,
  ResponseBody,
} from '../common/api/types';
import { pageOf, TOTAL_COUNT_HEADER, toSummary } from '../common/articles';
import { MAX_LENGTH } from '../common/api/limits';
import { conditionTooLong, ifMatchHolds, ifNoneMatchMatches, strongTag } from '../common/etag';
import { contractOperations, documentedStatuses, fixtures, responseExample } from './contract';

export type { OperationId };

/** How to answer one operation: a status code, a network error, or a delay in ms before the default. */
export type Override =
  | number
  | 'network'
  | { delay: number | 'infinite'; status?: number }
  | { status: number; body: unknown };
export type Overrides = Partial<Record<OperationId, Override>>;

/** The contract's operations, by id (the contract lists them; nothing here re-lists them). */
const operations = new Map(contractOperations().map((op) => [op.id, op]));

function exampleResponse(op: OperationId, status: number): Response {
  const { path, method } = operations.get(op)!;
  if (status === 204) return new HttpResponse(null, { status });
  if (!documentedStatuses(op).includes(String(status))) {
    throw new Error(`${op} does not document status ${status}`);
  }
  return HttpResponse.json(responseExample<object>(path, method, String(status)), { status });
}

/** Lower case without accents: "Téknik" and "teknik" compare equal. */
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

function listResponse(articles: Article[], url: URL): Response {
  const found = matching(articles, url);
  const offset = Number(url.searchParams.get('offset') ?? 0) || 0;
  const limit = url.searchParams.get('limit');
  const page = pageOf(
    found.slice(offset, limit ? offset + Number(limit) : undefined),
    String(found.length),
    offset,
  );
  const body: ResponseBody<'listArticles', 200> =
    url.searchParams.get('view') === 'summary' ? page.items.map(toSummary) : page.items;
  return HttpResponse.json(body, { headers: { [TOTAL_COUNT_HEADER]: String(page.total) } });
}

function statsResponse(articles: Article[], url: URL): Response {
  const found = matching(articles, url);
  const authors = new Set(found.map((a) => a.author.trim().toLowerCase()).filter(Boolean));
  const stats: ArticleStats = { articles: found.length, authors: authors.size };
  return HttpResponse.json(stats);
}

/** An article's version as the server's strong ETag. */
const etagOf = (a: Article) => strongTag(a.version ?? 1);

/** A write's If-Match, when sent, names the served article's version as HTTP reads it (common/etag.ts). */
const ifMatchHoldsFor = (request: Request, stored: Article): boolean =>
  ifMatchHolds(request.headers.get('If-Match'), etagOf(stored));

/**
 * The documented 400 when If-Match or If-None-Match is longer than the contract allows (the
 * example naming that header), else null.
 */
function conditionTooLongResponse(op: OperationId, request: Request): Response | null {
  const ifMatch = conditionTooLong(request.headers.get('If-Match'));
  if (!ifMatch && !conditionTooLong(request.headers.get('If-None-Match'))) return null;
  const { path, method } = operations.get(op)!;
  const example = op === 'updateArticle' ? 'ifMatchTooLong' : ifMatch ? 'ifMatch' : 'ifNoneMatch';
  return HttpResponse.json(responseExample<object>(path, method, '400', example), {
    status: 400,
  });
}

/**
 * The documented 400 when an image string (the banner or a section's image) is longer than the
 * contract's maxLength, naming the field as the `imageTooLarge` example names the banner; else null.
 */
function imageTooLargeResponse(op: OperationId, input: Partial<RequestBody<'createArticle'>>) {
  const images: [string, unknown, number][] = [
    ['banner', input.banner, MAX_LENGTH.ArticleInput.banner],
    ...(Array.isArray(input.sections) ? input.sections : []).flatMap((s, i) =>
      (Array.isArray(s?.images) ? s.images : []).map((v, j): [string, unknown, number] => [
        `sections[${i}].images[${j}]`,
        v,
        MAX_LENGTH.SectionInput['images[]'],
      ]),
    ),
  ];
  const field = images.find(([, v, max]) => typeof v === 'string' && v.length > max)?.[0];
  if (!field) return null;
  const { path, method } = operations.get(op)!;
  const example = responseExample<{ message: string }>(path, method, '400', 'imageTooLarge');
  const message = example.message.replace(/^banner:/, `${field}:`);
  return HttpResponse.json({ message }, { status: 400 });
}

/** 412: someone else changed the article; the answer is the article as it is now. */
const changedResponse = (stored: Article) =>
  HttpResponse.json(stored, { status: 412, headers: { ETag: etagOf(stored) } });

/** What the handlers serve: by default the contract's example articles. */
export interface HandlerData {
  articles?: Article[];
}

/** What a default answer is made from: the request, its path parameters, its JSON body, the served articles. */
interface HandlerInput {
  request: Request;
  params: Record<string, unknown>;
  body: unknown;
  articles: Article[];
}

/** The default answer to one operation. */
export type Handler = (input: HandlerInput) => Response;

/**
 * The default answer to each operation of the contract. A new operation in the contract is a
 * compile error here ("Property '…' is missing") until it has one.
 */
const defaultResponses = {
  login: ({ body }) => {
    const { email } = (body ?? {}) as Partial<RequestBody<'login'>>;
    const member = fixtures.memberLogin();
    return HttpResponse.json(email === member.user.email ? member : fixtures.adminLogin());
  },
  register: ({ body }) => {
    // The new member as the form sent them (name trimmed, email in lower case), signed in.
    const input = (body ?? {}) as Partial<RequestBody<'register'>>;
    const answer = fixtures.registered();
    const user = {
      ...answer.user,
      ...(typeof input.name === 'string' ? { name: input.name.trim() } : {}),
      ...(typeof input.email === 'string' ? { email: input.email.trim().toLowerCase() } : {}),
    };
    return HttpResponse.json({ ...answer, user }, { status: 201 });
  },
  getCurrentUser: () => HttpResponse.json(fixtures.adminUser()),
  logout: () => new HttpResponse(null, { status: 204 }),
  deleteCurrentUser: ({ body }) => {
    // The contract's wrong password is refused (403), no password is a 400; any other deletes.
    const { password } = (body ?? {}) as Partial<RequestBody<'deleteCurrentUser'>>;
    if (typeof password !== 'string' || !password) return exampleResponse('deleteCurrentUser', 400);
    if (password === fixtures.deleteAccountBody('wrongPassword').password)
      return exampleResponse('deleteCurrentUser', 403);
    return new HttpResponse(null, { status: 204 });
  },
  deleteArticle: ({ request, params, articles }) => {
    const stored = articles.find((a) => String(a.id) === String(params.id));
    if (stored && !ifMatchHoldsFor(request, stored)) return changedResponse(stored);
    return new HttpResponse(null, { status: 204 });
  },
  listArticles: ({ request, articles }) => listResponse(articles, new URL(request.url)),
  getArticleStats: ({ request, articles }) => statsResponse(articles, new URL(request.url)),
  getArticle: ({ request, params, articles }) => {
    const found = articles.find((a) => String(a.id) === String(params.id));
    if (!found) return exampleResponse('getArticle', 404);
    const headers = { ETag: etagOf(found) };
    return ifNoneMatchMatches(request.headers.get('If-None-Match'), etagOf(found))
      ? new HttpResponse(null, { status: 304, headers })
      : HttpResponse.json(found, { headers });
  },
  listMembers: ({ request }) => {
    // Paged like the article list: limit/offset over the contract's accounts, with the total.
    const all = fixtures.members();
    const url = new URL(request.url);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = url.searchParams.get('limit');
    const page = all.slice(offset, limit === null ? undefined : offset + Number(limit));
    return HttpResponse.json(page, {
      headers: { [TOTAL_COUNT_HEADER]: String(all.length), 'cache-control': 'private, no-store' },
    });
  },
  setMemberMembership: ({ params, body }) => {
    // The listed account with the plan the body names; an unknown id, the documented 404.
    const member = fixtures.members().find((m) => String(m.id) === String(params.id));
    if (!member) return exampleResponse('setMemberMembership', 404);
    const { membership } = (body ?? {}) as Partial<RequestBody<'setMemberMembership'>>;
    if (membership !== 'basic' && membership !== 'premium')
      return exampleResponse('setMemberMembership', 400);
    return HttpResponse.json(
      { ...member, membership },
      { headers: { 'cache-control': 'private, no-store' } },
    );
  },
  getDocument: ({ params }) =>
    new HttpResponse(fixtures.documentPdf(), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${String(params.name)}"`,
        'cache-control': 'private, no-store',
      },
    }),
  getMemberBlogContent: ({ params }) =>
    HttpResponse.json(
      { ...fixtures.memberBlogContent(), postId: Number(params.id) },
      { headers: { 'cache-control': 'private, no-store' } },
    ),
  createArticle: (input) => savedArticle('createArticle', input),
  updateArticle: (input) => savedArticle('updateArticle', input),
} satisfies Record<OperationId, Handler>;

/** A created (201) or updated (200) article, made of the body as the story sent it. */
function savedArticle(
  op: 'createArticle' | 'updateArticle',
  { request, params, body, articles }: HandlerInput,
): Response {
  // The body is as the story sent it: fields may be missing or of the wrong type.
  const input = (body ?? {}) as Partial<RequestBody<'createArticle'>>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  // An update with a stale If-Match: 412 with the article as the served data holds it.
  const stored =
    op === 'updateArticle' ? articles.find((a) => String(a.id) === String(params.id)) : null;
  if (stored && !ifMatchHoldsFor(request, stored)) return changedResponse(stored);
  const tooLarge = imageTooLargeResponse(op, input);
  if (tooLarge) return tooLarge;
  const article: Article = {
    id: op === 'createArticle' ? 9 : Number(params.id),
    title: text(input.title),
    author: text(input.author),
    date: typeof input.date === 'string' ? input.date : null,
    category: text(input.category),
    banner: typeof input.banner === 'string' ? input.banner : null,
    tags: (input.tags ?? []).map((name) => ({ name })),
    sections: (input.sections ?? []).map((s) => ({
      subtitle: text(s.subtitle),
      content: text(s.content),
      youtube: text(s.youtube),
      images: (s.images ?? []).map((path) => ({ path })),
    })),
    version: (stored?.version ?? 0) + 1,
  };
  return HttpResponse.json(article, {
    status: op === 'createArticle' ? 201 : 200,
    headers: { ETag: etagOf(article) },
  });
}

/** A path that is no valid percent-encoding (`%FF`, `%`) cannot be decoded into parameter values. */
function malformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * The operation whose path a malformed path has the shape of answers its documented 404: a path
 * segment that is not a valid value of its parameter names nothing (as on the server).
 */
const malformedPathHandler = http.all(
  ({ request }) => malformedPath(new URL(request.url).pathname),
  ({ request }) => {
    const segments = new URL(request.url).pathname.split('/').slice(2);
    const op = [...operations.values()].find((o) => {
      const template = o.path.split('/').slice(1);
      return (
        o.method === request.method.toLowerCase() &&
        template.length === segments.length &&
        template.every((t, i) => t.startsWith('{') || t === segments[i])
      );
    });
    return op && documentedStatuses(op.id).includes('404')
      ? exampleResponse(op.id, 404)
      : undefined;
  },
);

/** Handlers for every operation under `/api`, with optional per-operation overrides. */
export function createHandlers(
  overrides: Overrides = {},
  { articles = fixtures.articles() }: HandlerData = {},
): HttpHandler[] {
  return [malformedPathHandler, ...operationHandlers(overrides, articles)];
}

function operationHandlers(overrides: Overrides, articles: Article[]): HttpHandler[] {
  return [...operations.values()].map(({ id: op, method, path, secured }) => {
    const url = `*/api${path.replace(/\{(\w+)\}/g, ':$1')}`;
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
      const tooLong = ['getArticle', 'updateArticle', 'deleteArticle'].includes(op)
        ? conditionTooLongResponse(op, request)
        : null;
      if (tooLong) return tooLong;
      const body = ['post', 'put', 'delete'].includes(method)
        ? await request
            .clone()
            .json()
            .catch(() => undefined)
        : undefined;
      return defaultResponses[op]({ request, params, body, articles });
    });
  });
}
