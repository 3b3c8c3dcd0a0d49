import type { Socket } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import securityHeaders from '../plugins/security-headers.ts';
import { clientErrors, frameworkErrors } from '../plugins/errors.ts';
import { hstsFromEnv, type HstsMode } from '../config.ts';

/**
 * The security headers' plugin and the HTTP layer's own answers on a bare Fastify app (no
 * database): which answers carry HSTS. The server's answers over plain HTTP are checked in
 * hardening.test.ts, those behind a trusted proxy in hardening-logins.test.ts.
 */
describe('Strict-Transport-Security (HSTS)', () => {
  const HSTS = 'max-age=31536000; includeSubDomains';
  const app = async (hsts: HstsMode, trustProxy: boolean) => {
    const a = Fastify({ trustProxy, frameworkErrors: frameworkErrors('1.0.0', hsts) });
    await a.register(securityHeaders, { hsts });
    a.get('/api/x/:id', () => 'ok');
    await a.ready();
    return a;
  };
  /** What the HTTP layer's own answer (431, 408, a malformed request) writes on the socket. */
  const clientError = (hsts: HstsMode, encrypted = false) => {
    let written = '';
    const socket = {
      encrypted,
      writable: true,
      destroyed: false,
      write: (s: string) => (written += s),
      destroy: () => {},
    } as unknown as Socket;
    clientErrors('1.0.0', hsts)(
      Object.assign(new Error('x'), { code: 'HPE_HEADER_OVERFLOW' }),
      socket,
    );
    return written;
  };

  it('auto: only over TLS, or when a trusted proxy says so; always: on every answer', async () => {
    const overTls = { 'x-forwarded-proto': 'https' };
    const untrusted = await app('auto', false);
    for (const url of ['/api/x/1', '/api/x/%']) {
      expect(
        (await untrusted.inject({ url })).headers['strict-transport-security'],
      ).toBeUndefined();
      // A client that is no trusted proxy cannot ask for it.
      const forged = await untrusted.inject({ url, headers: overTls });
      expect(forged.headers['strict-transport-security']).toBeUndefined();
    }
    const proxied = await app('auto', true);
    const viaTls = await proxied.inject({ url: '/api/x/1', headers: overTls });
    expect(viaTls.headers['strict-transport-security']).toBe(HSTS);
    // An answer Fastify writes before routing (a malformed URL) has no proxy's word to go by.
    const malformed = await proxied.inject({ url: '/api/x/%', headers: overTls });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.headers['strict-transport-security']).toBeUndefined();
    const always = await app('always', false);
    for (const url of ['/api/x/1', '/api/x/%'])
      expect((await always.inject({ url })).headers['strict-transport-security']).toBe(HSTS);
    await Promise.all([untrusted.close(), proxied.close(), always.close()]);

    expect(clientError('auto')).not.toContain('strict-transport-security');
    expect(clientError('auto', true)).toContain(`strict-transport-security: ${HSTS}\r\n`);
    expect(clientError('always')).toContain(`strict-transport-security: ${HSTS}\r\n`);
    expect(hstsFromEnv(undefined)).toBe('auto');
    expect(hstsFromEnv('always')).toBe('always');
    expect(() => hstsFromEnv('on')).toThrow('HSTS must be "auto" or "always"');
  });
});
