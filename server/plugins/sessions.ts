/**
 * Sessions and logins: the tokens the contract guard checks and logout
 * revokes, and POST /login's throttled password check with its device cookies
 * and bounded hashing queue, all kept in the database.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ServerOptions } from '../config.ts';
import { Sessions } from '../sessions.ts';
import { LoginLimiter } from '../login-limiter.ts';
import { DeviceCookies } from '../device-cookies.ts';
import { HashGate } from '../passwords.ts';
import { login, type LoginContext } from '../auth.ts';
import type { LoginRequest } from '../../common/api/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Bearer tokens: issued at login, checked per request, revoked at logout. */
    sessions: Sessions;
    /** POST /login: the answer and the device cookie's Set-Cookie, or a thrown 401, 429 or 503. */
    login: (body: LoginRequest, ctx: Omit<LoginContext, 'hashLogN'>) => ReturnType<typeof login>;
    /** The bounded password hashing of logins, by lane (its load is read by tests and benchmarks). */
    hashGate: HashGate;
  }
}

export interface SessionsOptions {
  config: ServerOptions;
}

async function sessions(app: FastifyInstance, { config: opts }: SessionsOptions) {
  const { db } = app;
  const tokens = new Sessions(
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
  app.decorate('sessions', tokens);
  app.decorate('hashGate', hashGate);
  app.decorate('login', (body: LoginRequest, ctx: Omit<LoginContext, 'hashLogN'>) =>
    login(db, tokens, limiter, devices, hashGate, body, {
      ...ctx,
      hashLogN: opts.passwordHashLogN,
    }),
  );
}

export default fp(sessions, { name: 'sessions', fastify: '5.x', dependencies: ['database'] });
