/**
 * Security headers on every answer: helmet's set, and a Content-Security-Policy
 * that allows nothing unless the answer set its own (HTML pages get the site's
 * policy with a nonce, files and images their own). API answers are never cached
 * (`no-store`; members' content says `private, no-store`).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import { API_PREFIX, type HstsMode } from '../config.ts';

/**
 * API answers and static files are not documents that load anything, so they
 * get a policy that allows nothing.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** What members' content is answered with: no cache may keep it, the browser's included. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** Strict-Transport-Security, sent only over TLS (see HstsMode in config.ts). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Whether the answer to `req` carries HSTS (see HstsMode). */
export const sendsHsts = (req: FastifyRequest, mode: HstsMode) =>
  mode === 'always' || req.protocol === 'https';

/**
 * The headers helmet and the onSend hook set, for answers Fastify writes before its hooks run
 * (with HSTS where sendsHsts says).
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': API_CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'cache-control': 'no-store',
};

async function securityHeaders(app: FastifyInstance, { hsts }: { hsts: HstsMode }) {
  await app.register(helmet, {
    // Set per response below (HTML gets a nonce).
    contentSecurityPolicy: false,
    // Set below, only over TLS.
    strictTransportSecurity: false,
    // YouTube's embed cannot be loaded under require-corp.
    crossOriginEmbedderPolicy: false,
  });
  // Synchronous hook (no promise per request): this runs on every answer.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', API_CSP);
    if (sendsHsts(req, hsts)) reply.header('strict-transport-security', HSTS);
    if (
      req.url.startsWith(`${API_PREFIX}/`) &&
      reply.getHeader('cache-control') !== PRIVATE_NO_STORE
    )
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

export default fp(securityHeaders, { name: 'security-headers', fastify: '5.x' });
