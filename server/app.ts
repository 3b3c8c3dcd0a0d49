import fs from 'node:fs';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type onRequestHookHandler,
} from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import openapiGlue from 'fastify-openapi-glue';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { DEFAULTS, LIMITS, type ServerOptions } from './config.ts';
import { openDatabase, type Database } from './db.ts';
import { migrate } from './migrate.ts';
import { seed } from './seed.ts';
import { HttpError, MESSAGES, validationError } from './errors.ts';
import { login } from './auth.ts';
import type { Account } from './users.ts';
import { Sessions } from './sessions.ts';
import { LoginLimiter } from './login-limiter.ts';
import { DeviceCookies } from './device-cookies.ts';
import { HashGate } from './passwords.ts';
import { Articles } from './articles.ts';
import { CANONICAL_INTEGER } from '../common/ids.ts';
import type {
  OperationId,
  PathOf,
  QueryOf,
  RequestBody,
  ResponseBody,
} from '../common/api/types.ts';
import { API_CSP, serveSpa } from './static.ts';
import { openMediaStore, storeArticleImages, type MediaOptions } from './media-store.ts';
import { registerMediaRoutes } from './media-routes.ts';
import { registerApiDocs } from './api-docs.ts';
import { articleListData } from './article-pages.ts';
import { initialDataKey } from '../common/initial-data-id.ts';

export const API_PREFIX = '/api';

/** GET /articles's query for the Free Kick list's first page (its initial data key). */
const FREEKICK_FIRST_PAGE = { view: 'summary', limit: 12 } as const;
if (
  initialDataKey.freekickList !==
  `/articles?view=${FREEKICK_FIRST_PAGE.view}&limit=${FREEKICK_FIRST_PAGE.limit}`
)
  throw new Error(`the Free Kick list's first page is no longer ${initialDataKey.freekickList}`);

declare module 'fastify' {
  interface FastifyRequest {
    user?: Account;
    token?: string;
  }
  interface FastifyInstance {
    /** Set on SIGTERM: new requests get 503 while in-flight ones finish. */
    draining: boolean;
  }
}

interface OperationRule {
  /** The operation declares bearerAuth: a valid token is required (401). */
  auth: boolean;
  /** The operation declares 403: only admins may call it. */
  admin: boolean;
  /** The operation takes a request body. */
  body: boolean;
}

/** The parts of the contract the server reads itself (the rest goes to fastify-openapi-glue). */
interface ContractDocument {
  info?: { version?: string | number };
  paths?: Record<string, Record<string, ContractOperation>>;
  security?: unknown[];
}
interface ContractOperation {
  operationId?: string;
  security?: unknown[];
  responses?: Record<string, unknown>;
  requestBody?: unknown;
}

/** Reads, from the contract itself, which operations need a token and which need the admin role. */
function operationRules(spec: ContractDocument): Map<string, OperationRule> {
  const rules = new Map<string, OperationRule>();
  for (const item of Object.values(spec.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'put', 'post', 'delete', 'patch'].includes(method) || !op.operationId) continue;
      const security = op.security ?? spec.security ?? [];
      rules.set(op.operationId, {
        auth: security.some(
          (req) => typeof req === 'object' && req !== null && 'bearerAuth' in req,
        ),
        admin: Object.keys(op.responses ?? {}).includes('403'),
        body: Boolean(op.requestBody),
      });
    }
  }
  return rules;
}

function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer[ ]+([^\s]+)\s*$/i.exec(h);
  return m ? m[1]! : null;
}

/** The properties of a params/querystring schema that are integers. */
function integerProperties(schema: object): string[] {
  const props = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
  return Object.entries(props)
    .filter(
      ([, p]) => p.type === 'integer' || (Array.isArray(p.type) && p.type.includes('integer')),
    )
    .map(([k]) => k);
}

/** Strict for bodies (no coercion, unknown fields rejected); path and query strings are coerced to their types. */
function validators() {
  const common = {
    strict: false,
    allErrors: false,
    useDefaults: false,
    removeAdditional: false,
  } as const;
  const body = new Ajv2020({ ...common, coerceTypes: false });
  const params = new Ajv2020({ ...common, coerceTypes: true });
  addFormats(body);
  addFormats(params);
  return ({ schema, httpPart }: { schema: object; httpPart?: string }) => {
    if (httpPart === 'body') return body.compile(schema);
    const validate = params.compile(schema);
    const integers = integerProperties(schema);
    if (!integers.length) return validate;
    // Ids and page numbers are written as canonical decimal integers: `01`, `+1`, `0x1`, `1 ` name nothing.
    const check = (data: Record<string, unknown> | undefined) => {
      for (const key of integers) {
        const raw = data?.[key];
        if (typeof raw === 'string' && !CANONICAL_INTEGER.test(raw)) {
          check.errors = [
            {
              instancePath: `/${key}`,
              schemaPath: '',
              keyword: 'type',
              params: { type: 'integer' },
            },
          ] as typeof validate.errors;
          return false;
        }
      }
      const ok = validate(data);
      check.errors = validate.errors;
      return ok;
    };
    check.errors = null as typeof validate.errors;
    return check;
  };
}

/**
 * A 413 is decided before the body is read. Reading (and discarding) the rest
 * before answering lets the client finish sending and then read the answer,
 * instead of failing with EPIPE; a client that keeps sending far beyond the
 * limit, or too slowly, is cut off.
 */
function drainOversizedBody(req: FastifyRequest): Promise<void> {
  const raw = req.raw;
  if (raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      raw.socket?.destroy();
      done();
    }, 15_000);
    raw.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > 4 * LIMITS.bodyBytes) {
        raw.socket?.destroy();
        done();
      }
    });
    raw.once('end', done);
    raw.once('close', done);
    raw.once('error', done);
    raw.resume();
  });
}

/**
 * An operation without a request body (logout, delete) ignores whatever body
 * it is sent, empty or not, with any content type: Fastify then does not
 * parse it, and Node discards it when the answer is sent.
 */
const ignoreBody: onRequestHookHandler = (req, _reply, done) => {
  const h = req.headers;
  if (h['content-type'] !== undefined || h['transfer-encoding'] !== undefined) {
    delete h['content-type'];
    delete h['transfer-encoding'];
    h['content-length'] = '0';
  }
  done();
};

/** Errors Node's HTTP parser reports before Fastify sees a request: slow bodies (408), huge headers (431), garbage (400). */
function clientError(
  err: Error & { code?: string },
  socket: import('node:net').Socket,
  apiVersion: string,
) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', MESSAGES.requestTimeout]
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'Header permintaan terlalu besar.']
        : [400, 'Bad Request', MESSAGES.invalidUrl];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\n` +
        `content-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\n` +
        Object.entries({ ...SECURITY_HEADERS, 'api-version': apiVersion })
          .map(([k, v]) => `${k}: ${v}\r\n`)
          .join('') +
        `connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** The headers helmet and the onSend hook set, for answers Fastify writes before its hooks run. */
const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': API_CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'cache-control': 'no-store',
};

function sendJson(reply: FastifyReply, status: number, json: string | Buffer) {
  return reply.code(status).header('content-type', 'application/json; charset=utf-8').send(json);
}

export interface BuiltApp {
  app: FastifyInstance;
  db: Database;
}

/** Builds the Fastify app (not listening yet): database opened, migrated and seeded. */
export async function buildApp(
  options: Partial<ServerOptions> & MediaOptions = {},
): Promise<BuiltApp> {
  const opts: ServerOptions & MediaOptions = { ...DEFAULTS, ...options };
  const spec = parse(fs.readFileSync(opts.specPath, 'utf8'), {
    maxAliasCount: -1,
  }) as ContractDocument;
  // Every API answer names the version of the contract this server implements (API-Version).
  const apiVersion = String(spec.info?.version ?? '');
  const app = Fastify({
    logger: { level: opts.logLevel },
    bodyLimit: LIMITS.bodyBytes,
    // A hop count or the proxies' addresses: never every hop (a client can forge X-Forwarded-For).
    // A hop count trusts that many addresses next to the server (it must be reachable only through them).
    trustProxy:
      typeof opts.trustProxy === 'number'
        ? (_addr: string, hop: number) => hop < (opts.trustProxy as number)
        : opts.trustProxy,
    return503OnClosing: true,
    // The whole request must arrive within requestTimeout (slow bodies get 408); silent connections are closed.
    requestTimeout: opts.requestTimeoutMs,
    connectionTimeout: opts.connectionTimeoutMs,
    // Node checks the request deadline every connectionsCheckingInterval (30 s by default): once a second.
    http: {
      connectionsCheckingInterval: 1_000,
      headersTimeout: Math.min(opts.requestTimeoutMs || 60_000, 60_000),
    },
    // Fastify's own answers (malformed URL, a too long path segment, a client error) in the contract's shape.
    frameworkErrors: (err: Error & { code?: string }, req: FastifyRequest, reply: FastifyReply) => {
      void reply.headers({ ...SECURITY_HEADERS, 'api-version': apiVersion });
      if (!req.url.startsWith(`${API_PREFIX}/`))
        return void reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      // A path segment over maxParamLength names no article; a malformed URL is a bad request.
      if (err.code === 'FST_ERR_MAX_PARAM_LENGTH')
        return void reply.code(404).send({ message: MESSAGES.routeNotFound });
      return void reply.code(400).send({ message: MESSAGES.invalidUrl });
    },
    clientErrorHandler: (err: Error & { code?: string }, socket: import('node:net').Socket) =>
      clientError(err, socket, apiVersion),
    forceCloseConnections: 'idle',
    // No implicit HEAD routes: the API has exactly the contract's operations.
    exposeHeadRoutes: false,
  });

  const db = await openDatabase(opts);
  const media = openMediaStore(opts, opts.dataDir);
  app.addHook('onClose', async () => {
    await articles.stop();
    await db.close();
    media.close();
  });
  const applied = await migrate(db, undefined, { media });
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  const seeded = await seed(db, opts);
  if (seeded.articles)
    app.log.info({ articles: seeded.articles }, 'seeded the contract example articles');
  if (seeded.demoCreated.length)
    app.log.warn(
      { accounts: seeded.demoCreated },
      'created the demo accounts with their published passwords (development mode; NODE_ENV=production never creates them)',
    );
  if (seeded.created.length)
    app.log.info({ accounts: seeded.created }, 'created the configured accounts');
  if (seeded.rehashed.length)
    app.log.info(
      { accounts: seeded.rehashed },
      'password changed from the environment; the sessions of those accounts were revoked',
    );

  const sessions = new Sessions(
    db,
    {
      idleSeconds: opts.tokenIdleSeconds,
      absoluteSeconds: opts.tokenAbsoluteSeconds,
      maxPerUser: opts.maxSessionsPerUser,
    },
    opts.clock,
  );
  const limiter = new LoginLimiter(
    db,
    {
      maxPerEmail: opts.loginMaxFailuresPerEmail,
      maxPerIp: opts.loginMaxFailuresPerIp,
      maxPerAccount: opts.loginMaxFailuresPerAccount,
      windowSeconds: opts.loginWindowSeconds,
      maxSuccessesPerAccount: opts.loginMaxSuccessesPerAccount,
      maxSuccessesPerIp: opts.loginMaxSuccessesPerIp,
      successWindowSeconds: opts.loginSuccessWindowSeconds,
    },
    opts.clock,
  );
  const devices = await DeviceCookies.load(db);
  const hashGate = new HashGate({
    concurrency: opts.hashConcurrency,
    queue: opts.hashQueue,
    timeoutMs: opts.hashTimeoutMs,
  });
  const articles = new Articles(db, {
    cache: opts.articleCache,
    schema: opts.databaseSchema,
    onCacheError: (err) =>
      app.log.error({ err }, 'article cache disabled: change notifications failed'),
    storeImages: (a) => storeArticleImages(media, a),
  });
  await articles.start();

  await app.register(helmet, {
    // Set per response below (HTML gets a nonce).
    contentSecurityPolicy: false,
    // YouTube's embed cannot be loaded under require-corp.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { 1: 4 } },
  });
  // Graceful shutdown: answers sent while closing end their keep-alive connection, so close() can finish.
  let closing = false;
  app.addHook('preClose', () => {
    closing = true;
    return Promise.resolve();
  });
  // Draining (after SIGTERM, before close): every new request is refused with 503 at once.
  app.decorate('draining', false);
  app.addHook('onRequest', (_req, reply, done) => {
    if (!app.draining) return done();
    closing = true;
    void reply.code(503).header('retry-after', '5').send({ message: MESSAGES.serverClosing });
  });
  // Synchronous hook (no promise per request): this runs on every answer.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', API_CSP);
    if (req.url.startsWith(`${API_PREFIX}/`)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  // Only JSON bodies: anything else is answered with 400 (see the error handler).
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validators());

  app.setErrorHandler(
    async (
      err: Error & {
        statusCode?: number;
        code?: string;
        validation?: unknown;
        validationContext?: string;
      },
      req,
      reply,
    ) => {
      // Outside the API (static files: a malformed or forbidden path such as /../x): a plain 404.
      if (
        !(req.routeOptions.url ?? '').startsWith(API_PREFIX) &&
        err.statusCode &&
        err.statusCode >= 400 &&
        err.statusCode < 500
      ) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      }
      let e: HttpError;
      if (err instanceof HttpError) e = err;
      // /articles/abc or /articles/0 names no article: the contract's 404 (those operations declare no 400).
      else if (err.validation && err.validationContext === 'params')
        e = new HttpError(404, MESSAGES.articleNotFound);
      else if (err.validation)
        e = validationError(err.validation as never, err.validationContext ?? 'body');
      else if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        e = new HttpError(413, MESSAGES.bodyTooLarge);
        await drainOversizedBody(req);
      }
      // Safety net: text PostgreSQL cannot store (NUL, invalid UTF-8) is the client's mistake, not ours.
      else if (err.code === '22P05' || err.code === '22021')
        e = new HttpError(400, MESSAGES.invalidText);
      // A date the database cannot store (the contract's pattern already rules out year 0000).
      else if (err.code === '22008') e = new HttpError(400, MESSAGES.invalidDate('date'));
      else if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
        e = new HttpError(400, MESSAGES.invalidJson);
      else if (err.statusCode === 415) e = new HttpError(400, MESSAGES.notJson);
      else if (err.statusCode === 400 || err instanceof SyntaxError)
        e = new HttpError(400, MESSAGES.invalidJson);
      else if (err.statusCode === 503) e = new HttpError(503, MESSAGES.serverError);
      else {
        req.log.error({ err }, 'request failed');
        e = new HttpError(500, MESSAGES.serverError);
      }
      if (e.status >= 500 && e.status !== 503) reply.header('connection', 'close');
      return reply.code(e.status).headers(e.headers).send({ message: e.message });
    },
  );

  const rules = operationRules(spec);
  app.addHook('onSend', (req, reply, _payload, done) => {
    if (/^\/api(?:[/?]|$)/.test(req.url)) reply.header('api-version', apiVersion);
    done();
  });
  // The rendered reference and the contract itself, before the contract's routes.
  registerApiDocs(app, opts.specPath);

  /** 401 before anything else (even before the body is read), then 403 for non-admins. */
  const guard =
    (rule: OperationRule): onRequestHookHandler =>
    async (req) => {
      const token = bearer(req);
      const user = token ? await sessions.authenticate(token) : null;
      if (!user || !token) throw new HttpError(401, MESSAGES.unauthorized);
      if (rule.admin && user.role !== 'admin') throw new HttpError(403, MESSAGES.forbidden);
      req.user = user;
      req.token = token;
    };

  /** A handler of one operation: its body, path and query as the contract types them. */
  type Handler<Op extends OperationId> = (
    req: FastifyRequest<{
      Body: RequestBody<Op>;
      Params: PathOf<Op>;
      Querystring: QueryOf<Op>;
    }>,
    reply: FastifyReply,
  ) => Promise<unknown>;
  /** One handler for every operation of the contract: a new operation fails to compile until it has one. */
  const handlers: { [Op in OperationId]: Handler<Op> } = {
    async login(req, reply): Promise<ResponseBody<'login', 200>> {
      const { setCookie, ...answer } = await login(
        db,
        sessions,
        limiter,
        devices,
        hashGate,
        req.body,
        {
          ip: req.ip,
          cookie: req.headers.cookie,
          secure: req.protocol === 'https',
          hashLogN: opts.passwordHashLogN,
        },
      );
      void reply.header('set-cookie', setCookie);
      return answer;
    },
    getCurrentUser(req): Promise<ResponseBody<'getCurrentUser', 200>> {
      const { name, email, role } = req.user!;
      return Promise.resolve({ name, email, role });
    },
    async logout(req, reply) {
      await sessions.revoke(req.token!);
      return reply.code(204).send();
    },
    async listArticles(req, reply) {
      const { body, total } = await articles.list(req.query);
      return sendJson(reply.header('x-total-count', String(total)), 200, body);
    },
    async getArticleStats(req, reply) {
      return sendJson(reply, 200, await articles.stats(req.query));
    },
    async getArticle(req, reply) {
      const json = await articles.getJson(req.params.id);
      if (json === null) throw new HttpError(404, MESSAGES.articleNotFound);
      return sendJson(reply, 200, json);
    },
    async createArticle(req, reply) {
      return sendJson(reply, 201, await articles.create(req.body));
    },
    async updateArticle(req, reply) {
      const json = await articles.update(req.params.id, req.body);
      if (json === null) throw new HttpError(404, MESSAGES.articleNotFound);
      return sendJson(reply, 200, json);
    },
    async deleteArticle(req, reply) {
      if (!(await articles.remove(req.params.id)))
        throw new HttpError(404, MESSAGES.articleNotFound);
      return reply.code(204).send();
    },
  };

  await app.register(openapiGlue, {
    specification: spec,
    prefix: API_PREFIX,
    // Partial route options (handler + hooks); the plugin adds method, url and schemas from the contract.
    operationResolver: ((operationId: string) => {
      const handler = Object.hasOwn(handlers, operationId)
        ? handlers[operationId as OperationId]
        : undefined;
      if (!handler) throw new Error(`No handler for operation ${operationId}`);
      const rule = rules.get(operationId);
      const hooks: onRequestHookHandler[] = [];
      if (rule && !rule.body) hooks.push(ignoreBody);
      if (rule?.auth) hooks.push(guard(rule));
      return hooks.length ? { handler, onRequest: hooks } : { handler };
    }) as never,
  });

  registerMediaRoutes(app, media);

  const spa = await serveSpa(app, opts.staticDir, {
    // Article pages are rendered with their article, read here as GET /articles/{id} would answer.
    loadArticle: async (id) => {
      const json = await articles.getJson(id);
      return json === null ? null : (JSON.parse(json.toString()) as unknown);
    },
    // The Free Kick list page with its first page and counts, read as GET /articles and
    // GET /articles/stats read them (the counts may fail alone, as in the browser).
    loadList: async () => {
      const [list, stats] = await Promise.all([
        articles.list(FREEKICK_FIRST_PAGE),
        articles.stats().catch(() => null),
      ]);
      return articleListData(
        JSON.parse(list.body.toString()),
        String(list.total),
        stats === null ? null : JSON.parse(stats),
      );
    },
  });
  if (!spa)
    app.log.warn(
      { staticDir: opts.staticDir },
      'no built site found: serving the API only (run `npm run build`)',
    );

  app.setNotFoundHandler((req, reply) => {
    if (!req.url.startsWith(`${API_PREFIX}/`) && req.url !== API_PREFIX) {
      const page = app.spaFallback?.(req, reply);
      if (page) return page;
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return reply.code(404).send({ message: MESSAGES.routeNotFound });
  });

  return { app, db };
}

export interface RunningServer {
  /** http://host:port (the site; the API is under `${url}/api`). */
  url: string;
  apiUrl: string;
  app: FastifyInstance;
  /** The open database (tests inspect what is stored). */
  db: Database;
  /** Graceful: stops accepting, finishes in-flight requests, closes the database. */
  close(): Promise<void>;
  /**
   * SIGTERM: for `graceMs`, new requests (also on open keep-alive connections)
   * are answered 503 with `Connection: close` while in-flight ones finish, so
   * a load balancer sees the instance leave; then `close()`.
   */
  shutdown(graceMs: number): Promise<void>;
}

/** Starts the server; `port: 0` picks a free port. */
export async function startServer(
  options: Partial<ServerOptions> & MediaOptions = {},
): Promise<RunningServer> {
  const opts: ServerOptions & MediaOptions = { ...DEFAULTS, ...options };
  const { app, db } = await buildApp(opts);
  await app.listen({ port: opts.port, host: opts.host });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : opts.port;
  const host =
    opts.host === '0.0.0.0' || opts.host === '::'
      ? '127.0.0.1'
      : opts.host.includes(':')
        ? `[${opts.host}]`
        : opts.host;
  const url = `http://${host}:${port}`;
  return {
    url,
    apiUrl: `${url}${API_PREFIX}`,
    app,
    db,
    close: () => app.close(),
    async shutdown(graceMs: number) {
      app.draining = true;
      await new Promise((r) => setTimeout(r, graceMs));
      await app.close();
    },
  };
}
