/**
 * Operator endpoints at the root (not under the API prefix, not in the API contract), none of
 * them logging per request: `/healthz` answers 200 while the process lives; `/readyz` 200 when
 * the database and the image store answer, 503 while they do not or while the server shuts
 * down (a load balancer stops sending traffic before the server stops accepting it).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** An object name no image has (images are stored under content hashes). */
const PROBE_OBJECT = 'readyz-probe';

function operations(app: FastifyInstance, _opts: unknown, done: (err?: Error) => void) {
  const quiet = { logLevel: 'silent' as const, config: { whileDraining: true } };
  app.get('/healthz', quiet, async (_req, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', quiet, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    if (app.draining) return reply.code(503).send({ status: 'stopping' });
    try {
      await app.db.query('SELECT 1');
      await app.media.get(PROBE_OBJECT);
    } catch (err) {
      req.log.warn({ err }, 'not ready: the database or the image store does not answer');
      return reply.code(503).send({ status: 'unavailable' });
    }
    return reply.send({ status: 'ready' });
  });
  done();
}

export default fp(operations, { name: 'operations', fastify: '5.x', dependencies: ['database'] });
