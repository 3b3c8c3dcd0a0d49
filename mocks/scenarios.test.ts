// @vitest-environment node
import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_DETAILS, OPERATIONS } from '../common/api/operations';
import { scenarioMiddleware, withScenarios } from './scenario-plugin';
import {
  loadOperations,
  operationFor,
  preferFor,
  readScenario,
  scenarioCookie,
  SCENARIO_COOKIE,
} from './scenarios';

const ops = loadOperations();
const cookieOf = (scenario: Record<string, string>) => scenarioCookie(scenario).split(';')[0]!;

describe('mock scenarios from the contract', () => {
  it('offers every documented code and named example of every operation', () => {
    const ids = Object.keys(OPERATIONS);
    expect(ids.length).toBeGreaterThan(5);
    expect(ops.map((o) => o.id).sort()).toEqual(ids.sort());
    for (const op of ops)
      expect(new Set(op.choices.map((c) => /^code=(\w+)/.exec(c.prefer)![1])), op.id).toEqual(
        new Set(OPERATION_DETAILS[op.id as keyof typeof OPERATION_DETAILS].statuses),
      );
    const login = ops.find((o) => o.id === 'login')!;
    expect(login.choices.map((c) => c.prefer)).toEqual(
      expect.arrayContaining([
        'code=200, example=member',
        'code=400, example=invalid',
        'code=401, example=wrongPassword',
        'code=429, example=tooManyLogins',
        'code=500, example=serverError',
        'code=200, dynamic=true',
      ]),
    );
  });

  it('maps a request to its operation, path parameters included', () => {
    expect(operationFor(ops, 'GET', '/articles/7')?.id).toBe('getArticle');
    expect(operationFor(ops, 'DELETE', '/articles/7')?.id).toBe('deleteArticle');
    expect(operationFor(ops, 'GET', '/user')?.id).toBe('getCurrentUser');
    expect(operationFor(ops, 'DELETE', '/user')?.id).toBe('deleteCurrentUser');
    expect(operationFor(ops, 'GET', '/articles?limit=6')?.id).toBe('listArticles');
    expect(operationFor(ops, 'GET', '/articles/7/extra')).toBeUndefined();
  });

  it("turns the cookie into Prism's Prefer header, and ignores what the contract does not document", () => {
    const scenario = readScenario(
      `theme=dark; ${cookieOf({ login: 'code=401, example=wrongPassword', getArticle: 'code=418' })}`,
    );
    expect(preferFor(ops, scenario, 'POST', '/login')).toBe('code=401, example=wrongPassword');
    expect(preferFor(ops, scenario, 'GET', '/articles/1')).toBeUndefined();
    expect(preferFor(ops, scenario, 'GET', '/articles')).toBeUndefined();
  });

  it('reads a damaged cookie as no choice at all', () => {
    expect(readScenario(`${SCENARIO_COOKIE}=%7Bnot-json`)).toEqual({});
    expect(readScenario(`${SCENARIO_COOKIE}=%5B1%5D`)).toEqual({});
    expect(readScenario(undefined)).toEqual({});
  });

  it('adds the chosen Prefer header to what the dev proxy forwards, unless the request has one', () => {
    const proxy = withScenarios({ target: 'http://127.0.0.1:4010' });
    const server = new EventEmitter();
    proxy.configure!(server as never, proxy);
    const forward = (headers: Record<string, string>) => {
      const sent: Record<string, string> = {};
      const proxyReq = { path: '/login', setHeader: (k: string, v: string) => (sent[k] = v) };
      server.emit('proxyReq', proxyReq, { method: 'POST', headers });
      return sent;
    };
    const cookie = cookieOf({ login: 'code=401, example=wrongPassword' });
    expect(forward({ cookie })).toEqual({ Prefer: 'code=401, example=wrongPassword' });
    expect(forward({ cookie, prefer: 'code=500' })).toEqual({});
    expect(forward({})).toEqual({});
  });
});

describe('the /__mock panel', () => {
  let base = '';
  let server: http.Server;
  beforeAll(async () => {
    const middleware = scenarioMiddleware();
    server = http.createServer((req, res) =>
      middleware(req, res, () => {
        res.statusCode = 404;
        res.end();
      }),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('lists every operation with a labelled choice of answers', async () => {
    const html = await (await fetch(`${base}/__mock`)).text();
    expect(html).toContain('<label for="op-login"><code>POST /login</code></label>');
    expect(html).toContain('<select id="op-login" name="login">');
    expect(html).toContain('401 wrongPassword');
    expect(html).toContain('<select id="op-listArticles" name="listArticles">');
  });

  it('a shortcut link sets the scenario and goes to the page', async () => {
    const res = await fetch(`${base}/__mock?login=401&listArticles=500&return=/login`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
    const scenario = readScenario(res.headers.get('set-cookie') ?? '');
    expect(scenario).toEqual({
      login: 'code=401, example=wrongPassword',
      listArticles: 'code=500, example=serverError',
    });
  });

  it('refuses an unknown operation or answer with a message, and never redirects off-site', async () => {
    const unknown = await fetch(`${base}/__mock?logn=401`, { redirect: 'manual' });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('The contract has no <code>logn</code>');
    const offsite = await fetch(`${base}/__mock?login=401&return=//evil.example/`, {
      redirect: 'manual',
    });
    expect(offsite.headers.get('location')).toBe('/');
  });

  it('saving the form keeps only documented answers; reset clears them', async () => {
    const save = await fetch(`${base}/__mock`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        login: 'code=401, example=wrongPassword',
        getArticle: 'code=999',
        return: '/login',
      }).toString(),
    });
    expect(save.status).toBe(303);
    expect(save.headers.get('location')).toBe('/__mock?saved=1&return=%2Flogin');
    expect(readScenario(save.headers.get('set-cookie') ?? '')).toEqual({
      login: 'code=401, example=wrongPassword',
    });
    const reset = await fetch(`${base}/__mock`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'reset=1&login=code%3D401',
    });
    expect(reset.headers.get('set-cookie')).toContain('Max-Age=0');
  });
});
