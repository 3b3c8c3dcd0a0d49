/**
 * Operator endpoints at the root (not under the API prefix, not in the API contract), none of
 * them logging per request: `/healthz` answers 200 while the process lives; `/readyz` 200 when
 * the database and the image store answer, 503 while they do not or from the SIGTERM on
 * (a load balancer stops sending traffic before the server stops accepting it).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** A probe slower than this is a failed one (HAProxy's own check gives up after 1 s). */
const PROBE_TIMEOUT_MS = 2_000;

/** `probe`, or a rejection once it has taken longer than `ms`. */
function within<T>(ms: number, probe: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([probe, late]).finally(() => clearTimeout(timer));
}

function operations(app: FastifyInstance, _opts: unknown, done: (err?: Error) => void) {
  const quiet = { logLevel: 'silent' as const, config: { whileDraining: true } };
  app.get('/healthz', quiet, async (_req, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', quiet, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    if (app.stopping || app.draining) return reply.code(503).send({ status: 'stopping' });
    try {
      await within(
        PROBE_TIMEOUT_MS,
        Promise.all([app.db.query('SELECT 1'), app.media.check(PROBE_TIMEOUT_MS)]),
      );
    } catch (err) {
      req.log.warn({ err }, 'not ready: the database or the image store does not answer');
      return reply.code(503).send({ status: 'unavailable' });
    }
    return reply.send({ status: 'ready' });
  });
  done();
}

export default fp(operations, { name: 'operations', fastify: '5.x', dependencies: ['database'] });
