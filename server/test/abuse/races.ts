/**
 * Races on one account or one article: logins, logouts and the account's deletion sent
 * together; conditional updates, reads and the article's deletion sent together. Each answer
 * must be one the contract documents for that operation (a 5xx other than a 503 with
 * Retry-After is caught by the run's own rule; here, an undocumented 4xx too).
 */
import { between, send, type Ctx, type Outcome } from './attacks.ts';

const json = { 'content-type': 'application/json' };

/** Statuses each raced request may get, besides 429 and 503 with Retry-After. */
const DOCUMENTED: Record<string, number[]> = {
  'POST /api/login': [200, 401],
  'POST /api/logout': [204, 401],
  'DELETE /api/user': [204, 401],
  'GET /api/user': [200, 401],
  'PUT /api/articles': [200, 404, 412],
  'DELETE /api/articles': [204, 404, 412],
  'GET /api/articles': [200, 404],
};

export function undocumented(o: Outcome): boolean {
  if (o.status === 'reset' || o.status === 429 || (o.status === 503 && o.retryAfter)) return false;
  const key = o.request.replace(/\/\d+$/, '').replace(/\?.*$/, '');
  const allowed = DOCUMENTED[key];
  return allowed !== undefined && !allowed.includes(o.status);
}

let nextAccount = 0;

async function token(ctx: Ctx, a: { email: string; password: string }): Promise<string | null> {
  const res = await fetch(`${ctx.target.url}/api/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(a),
  });
  return res.status === 200 ? ((await res.json()) as { token: string }).token : null;
}

/** Logins and a logout racing the deletion of their account. */
export async function accountRace(ctx: Ctx): Promise<void> {
  const account = ctx.target.accounts[nextAccount++ % ctx.target.accounts.length]!;
  const own = await token(ctx, account);
  if (!own) return; // deleted by an earlier race: nothing to race on
  const spare = await token(ctx, account);
  const bearer = (t: string | null) => ({ ...json, authorization: `Bearer ${t}` });
  const login = () =>
    send(ctx, 'accountRace', {
      method: 'POST',
      path: '/api/login',
      headers: json,
      body: JSON.stringify(account),
    });
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const jitter = () => wait(between(ctx.rnd, 0, 8));
  await Promise.all([
    ...Array.from({ length: between(ctx.rnd, 2, 6) }, () => jitter().then(login)),
    jitter().then(() =>
      send(ctx, 'accountRace', { method: 'POST', path: '/api/logout', headers: bearer(spare) }),
    ),
    jitter().then(() =>
      send(ctx, 'accountRace', { method: 'GET', path: '/api/user', headers: bearer(spare) }),
    ),
    jitter().then(() =>
      send(ctx, 'accountRace', {
        method: 'DELETE',
        path: '/api/user',
        headers: bearer(own),
        body: JSON.stringify({ password: account.password }),
      }),
    ),
  ]);
}

/** Conditional updates, reads and a deletion of one new article, together. */
export async function articleRace(ctx: Ctx, adminToken: string): Promise<void> {
  const auth = { ...json, authorization: `Bearer ${adminToken}` };
  const article = {
    title: 'Balapan',
    sections: [{ subtitle: 'A', content: 'x'.repeat(40_000 / 2) }],
  };
  const created = await fetch(`${ctx.target.url}/api/articles`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify(article),
  });
  if (created.status !== 201) return;
  const { id } = (await created.json()) as { id: number };
  const etag = created.headers.get('etag') ?? '*';
  const jitter = () => new Promise((r) => setTimeout(r, between(ctx.rnd, 0, 10)));
  const path = `/api/articles/${id}`;
  await Promise.all([
    ...Array.from({ length: between(ctx.rnd, 2, 5) }, (_, k) =>
      jitter().then(() =>
        send(ctx, 'articleRace', {
          method: 'PUT',
          path,
          headers: { ...auth, 'if-match': etag },
          body: JSON.stringify({ ...article, title: `Balapan ${k}` }),
        }),
      ),
    ),
    jitter().then(() => send(ctx, 'articleRace', { method: 'GET', path })),
    jitter().then(() =>
      send(ctx, 'articleRace', { method: 'DELETE', path, headers: { ...auth, 'if-match': '*' } }),
    ),
  ]);
}
