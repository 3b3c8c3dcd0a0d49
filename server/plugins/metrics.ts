/**
 * `GET /metrics`: Prometheus text (prom-client), at the root, not part of the API contract.
 * Only a holder of the bearer token METRICS_TOKEN reads it; without it (or with no token set)
 * it answers 404. Request durations by route template and status, the hash queue's depth and
 * wait, refused logins and registrations, the large-read queue, the database connections' use,
 * whether the article cache is on, and the default process metrics.
 */
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { API_PREFIX } from '../config.ts';

const REFUSED: Record<string, string> = {
  [`${API_PREFIX}/login`]: 'login',
  [`${API_PREFIX}/register`]: 'register',
};

function sameToken(given: string | undefined, token: string): boolean {
  if (!token || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(`Bearer ${token}`);
  return a.length === b.length && timingSafeEqual(a, b);
}

function metrics(app: FastifyInstance, opts: { token: string }, done: (err?: Error) => void) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Request durations by route template and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const refused = new Counter({
    name: 'apifutsal_refused_total',
    help: 'Logins and registrations refused (429 too many, 503 hash queue full)',
    labelNames: ['operation', 'status'],
    registers: [registry],
  });
  new Gauge({
    name: 'apifutsal_hash_queue_waiting',
    help: 'Logins and registrations waiting for a password-hashing slot',
    registers: [registry],
    collect() {
      this.set(app.hashGate.waiting);
    },
  });
  const hashWait = new Histogram({
    name: 'apifutsal_hash_queue_wait_seconds',
    help: 'How long a login or registration waited for a password-hashing slot, by lane',
    labelNames: ['lane'],
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  app.hashGate.onWait = (seconds, lane) => hashWait.observe({ lane }, seconds);
  app.addHook('onClose', (_app, done) => {
    app.hashGate.onWait = null;
    done();
  });
  new Gauge({
    name: 'apifutsal_db_connections',
    help: 'Database connections in use and idle, and queries waiting for one (PGlite: its one connection)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { total, idle, waiting } = app.db.poolUse();
      this.set({ state: 'in_use' }, total - idle);
      this.set({ state: 'idle' }, idle);
      this.set({ state: 'waiting' }, waiting);
    },
  });
  new Gauge({
    name: 'apifutsal_large_reads',
    help: 'Large reads running and waiting',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { running, waiting } = app.articles.large.gate.load;
      this.set({ state: 'running' }, running);
      this.set({ state: 'waiting' }, waiting);
    },
  });
  new Gauge({
    name: 'apifutsal_large_answers',
    help: 'Large answers prepared in files: being sent, and their bytes',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { sending, bytes } = app.articles.large.spool.load;
      this.set({ state: 'sending' }, sending);
      this.set({ state: 'bytes' }, bytes);
    },
  });
  new Gauge({
    name: 'apifutsal_slow_clients_cut_off',
    help: 'Clients cut off since start for reading a large answer too slowly',
    registers: [registry],
    collect() {
      this.set(app.articles.large.spool.load.cutOff);
    },
  });
  new Gauge({
    name: 'apifutsal_article_cache_on',
    help: 'Whether article reads are served from the cache (0 while change notifications fail, or with ARTICLE_CACHE=0)',
    registers: [registry],
    collect() {
      this.set(app.articles.cacheOn ? 1 : 0);
    },
  });
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    durations.observe(
      { method: req.method, route, status: String(status) },
      reply.elapsedTime / 1000,
    );
    const operation = REFUSED[route];
    if (operation && (status === 429 || status === 503))
      refused.inc({ operation, status: String(status) });
    done();
  });
  app.get('/metrics', { logLevel: 'silent' }, async (req, reply) => {
    if (!sameToken(req.headers.authorization, opts.token))
      return reply.code(404).send({ message: 'Not Found' });
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
  done();
}

export default fp(metrics, {
  name: 'metrics',
  fastify: '5.x',
  dependencies: ['database', 'sessions'],
});
