/**
 * Sessions, logins and registrations: the tokens the contract guard checks and logout
 * revokes, POST /login's throttled password check with its device cookies
 * and bounded hashing queue, POST /register, which shares that queue, and DELETE /user, whose
 * password check is a login's, all kept in the database.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ServerOptions } from '../config.ts';
import { Sessions } from '../sessions.ts';
import { LoginLimiter } from '../login-limiter.ts';
import { DeviceCookies } from '../device-cookies.ts';
import { HashGate } from '../passwords.ts';
import { login, type LoginContext } from '../auth.ts';
import { register, registrationLimiter, type RegisterContext } from '../register.ts';
import { deleteAccount } from '../account-deletion.ts';
import type { Account } from '../users.ts';
import type {
  DeleteAccountRequest,
  LoginRequest,
  RegisterRequest,
} from '../../common/api/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Bearer tokens: issued at login, checked per request, revoked at logout. */
    sessions: Sessions;
    /** POST /login: the answer and the device cookie's Set-Cookie, or a thrown 401, 429 or 503. */
    login: (body: LoginRequest, ctx: Omit<LoginContext, 'hashLogN'>) => ReturnType<typeof login>;
    /** The bounded password hashing of logins, by lane (its load is read by tests and benchmarks). */
    hashGate: HashGate;
    /** POST /register: the new member's answer and device cookie, or a thrown 409, 429 or 503. */
    registerAccount: (
      body: RegisterRequest,
      ctx: Omit<RegisterContext, 'hashLogN'>,
    ) => ReturnType<typeof register>;
    /** DELETE /user: the Set-Cookie that forgets the device cookie, or a thrown 403, 409, 429 or 503. */
    deleteAccount: (
      account: Account,
      body: DeleteAccountRequest,
      ctx: { ip: string; secure?: boolean },
    ) => ReturnType<typeof deleteAccount>;
    /** Device cookies: issued at login, and by a one-time login link (server/plugins/login-link.ts). */
    deviceCookies: DeviceCookies;
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
  const registrations = registrationLimiter(
    db,
    { maxPerIp: opts.registerMaxPerIp, windowSeconds: opts.loginWindowSeconds },
    opts.clock,
  );
  app.decorate('sessions', tokens);
  app.decorate('hashGate', hashGate);
  app.decorate('deviceCookies', devices);
  app.decorate('login', (body: LoginRequest, ctx: Omit<LoginContext, 'hashLogN'>) =>
    login(db, tokens, limiter, devices, hashGate, body, {
      ...ctx,
      hashLogN: opts.passwordHashLogN,
    }),
  );
  // Registrations hash in the same bounded queue as logins: together they cannot take every core.
  app.decorate('registerAccount', (body: RegisterRequest, ctx: Omit<RegisterContext, 'hashLogN'>) =>
    register(db, tokens, registrations, devices, hashGate, body, {
      ...ctx,
      hashLogN: opts.passwordHashLogN,
    }),
  );
  // The password that confirms a deletion is checked like a login of the account (same limits, same queue).
  app.decorate(
    'deleteAccount',
    (account: Account, body: DeleteAccountRequest, ctx: { ip: string; secure?: boolean }) =>
      deleteAccount(db, limiter, hashGate, account, body, {
        ...ctx,
        hashLogN: opts.passwordHashLogN,
      }),
  );
}

export default fp(sessions, { name: 'sessions', fastify: '5.x', dependencies: ['database'] });
