/**
 * Graceful shutdown, in two steps after SIGTERM. Stopping (at once): /readyz
 * answers 503, so a load balancer takes the instance out, and every other
 * request is still served (the drain delay). Draining (then, before close):
 * every new request is refused with 503. Answers sent from the signal on end
 * their keep-alive connection, so clients move on and close() can finish.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on SIGTERM: /readyz answers 503, everything else is still served. */
    stopping: boolean;
    /** Set after the drain delay: new requests get 503 while in-flight ones finish. */
    draining: boolean;
  }
}

function shutdown(app: FastifyInstance, _opts: unknown, done: (err?: Error) => void) {
  let closing = false;
  app.addHook('preClose', () => {
    closing = true;
    return Promise.resolve();
  });
  app.decorate('stopping', false);
  app.decorate('draining', false);
  app.addHook('onRequest', (req, reply, done) => {
    // Routes that answer for themselves while draining (/healthz, /readyz).
    if ((req.routeOptions.config as { whileDraining?: boolean }).whileDraining) return done();
    // Decided a turn of the event loop later: when the process was busy, a SIGTERM and the
    // bytes of a request that came after it wait together, and the request may be read first.
    // By the next turn the signal has been handled, so that request is refused too.
    setImmediate(() => {
      if (!app.draining) return done();
      closing = true;
      void reply.code(503).header('retry-after', '5').send({ message: MESSAGES.serverClosing });
    });
  });
  // Synchronous hook (no promise per request): this runs on every answer.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing || app.stopping) reply.header('connection', 'close');
    done(null, payload);
  });
  done();
}

export default fp(shutdown, { name: 'shutdown', fastify: '5.x' });
