import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db.ts';
import { LOGIN_LINK_PREFIX } from '../login-links.ts';
import errors from '../plugins/errors.ts';
import { BACKENDS, newStorage, type Backend } from './harness.ts';
import {
  listeningUrl,
  logFormatFromEnv,
  loggerOptions,
  logListening,
  RequestLines,
  type LogFormat,
} from '../logging.ts';

/** A log destination and the lines written to it. */
function logSink() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, sink };
}

/**
 * A server with the reference server's logging, writing its log into `lines`: the listening line,
 * then two requests.
 */
async function serverLogging(format: LogFormat, level = 'info') {
  const { lines, sink } = logSink();
  const app = Fastify({
    logger: loggerOptions(level, format, sink),
    logController: new RequestLines(),
  });
  app.get('/api/articles', () => []);
  await app.ready();
  logListening(app.log, 'http://127.0.0.1:8080');
  await app.inject({ url: '/api/articles?limit=6' });
  await app.inject({ url: '/nothing-here' });
  await app.close();
  return lines;
}

describe('request logs', () => {
  it('pretty: one short readable line per request (time, level, method, path, status, duration)', async () => {
    const lines = await serverLogging('pretty');
    const requests = lines.filter((l) => / (GET) /.test(l));
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/articles\?limit=6 200 \d+ ms$/,
    );
    expect(requests[1]).toMatch(/INFO: GET \/nothing-here 404 \d+ ms$/);
    expect(lines.join('\n')).not.toContain('{');
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: listening on http:\/\/127\.0\.0\.1:8080$/);
    expect(listeningUrl(lines.join('\n'))).toBe('http://127.0.0.1:8080');
  });

  it('json: one JSON line per request, with the fields a log collector reads and an ISO time', async () => {
    const lines = await serverLogging('json');
    const all = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const entries = all.filter((e) => e.req !== undefined);
    expect(entries).toHaveLength(2);
    const startedAt = Date.now();
    for (const entry of all) {
      expect(entry.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Math.abs(Date.parse(entry.time as string) - startedAt)).toBeLessThan(60_000);
    }
    expect(entries[0]).toMatchObject({
      level: 30,
      msg: expect.stringMatching(/^GET \/api\/articles\?limit=6 200 \d+ ms$/) as unknown,
      req: { method: 'GET', url: '/api/articles?limit=6' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number) as unknown,
    });
  });

  it('the listening line is a log line like the others, written whatever the level', async () => {
    for (const level of ['info', 'warn', 'silent']) {
      const lines = await serverLogging('json', level);
      expect(JSON.parse(lines[0]!)).toMatchObject({
        level: 30,
        time: expect.stringMatching(/Z$/) as unknown,
        msg: 'listening on http://127.0.0.1:8080',
      });
      expect(listeningUrl(lines.join('\n'))).toBe('http://127.0.0.1:8080');
      // The request lines follow the level.
      expect(lines.filter((l) => l.includes('"req":'))).toHaveLength(level === 'info' ? 2 : 0);
    }
  });

  it('LOG_FORMAT is json by default, pretty on request, and anything else is refused', () => {
    expect(logFormatFromEnv(undefined)).toBe('json');
    expect(logFormatFromEnv('pretty')).toBe('pretty');
    expect(() => logFormatFromEnv('fancy')).toThrow('LOG_FORMAT must be "json" or "pretty"');
  });
});

describe.each(BACKENDS)('no secret in the log, on %s', (backend: Backend) => {
  // Secrets of every printable kind (quotes, backslashes, spaces), the same on every run.
  const secrets = fc.sample(fc.string({ minLength: 8, maxLength: 32, unit: 'grapheme-ascii' }), {
    seed: 20261202,
    numRuns: 6,
  });
  const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

  it('a failed query logs neither its parameters nor what the database quotes of them', async () => {
    const storage = newStorage(backend, 'empty');
    const db = await openDatabase({ ...storage.options, dataDir: storage.options.dataDir! });
    try {
      await db.exec('CREATE TABLE IF NOT EXISTS log_secrets (k text PRIMARY KEY)');
      for (const format of ['json', 'pretty'] as const) {
        const { lines, sink } = logSink();
        const app = Fastify({
          logger: loggerOptions('info', format, sink),
          logController: new RequestLines(),
        });
        await app.register(errors);
        // What a session lookup, a write and a transaction do, failing in the database.
        app.get('/api/user', async (req) => {
          const token = (req.headers.authorization ?? '').slice('Bearer '.length);
          return db.query('SELECT $1::int AS id', [sha256(token)]);
        });
        app.post('/api/items', async (req) => {
          const key = (req.body as { key: string }).key;
          await db.query('INSERT INTO log_secrets VALUES ($1) ON CONFLICT DO NOTHING', [key]);
          return db.query('INSERT INTO log_secrets VALUES ($1)', [key]);
        });
        app.get('/api/tx/:value', (req) =>
          db.transaction((tx) =>
            tx.query('SELECT * FROM no_such_table WHERE k = $1', [
              (req.params as { value: string }).value,
            ]),
          ),
        );
        app.get('/login/link/:token', () => 'ok');
        await app.ready();
        for (const secret of secrets) {
          const headers = { authorization: `Bearer ${secret}`, cookie: `s=${secret}` };
          expect((await app.inject({ url: '/api/user', headers })).statusCode).toBe(500);
          const body = { key: secret };
          expect((await app.inject({ method: 'POST', url: '/api/items', body })).statusCode).toBe(
            500,
          );
          const value = encodeURIComponent(secret);
          expect((await app.inject({ url: `/api/tx/${value}`, headers })).statusCode).toBe(500);
          const token = Buffer.from(secret).toString('base64url');
          await app.inject({ url: `${LOGIN_LINK_PREFIX}${token}` });
          const log = lines.join('\n');
          for (const trace of [secret, JSON.stringify(secret).slice(1, -1), sha256(secret), token])
            expect(log, `${format}: ${secret}`).not.toContain(trace);
        }
        await app.close();
        // The failures are logged, with what helps: the message, the SQLSTATE, the constraint.
        const log = lines.join('\n');
        expect(log).toContain('invalid input syntax for type integer');
        expect(log).toContain('[redacted]');
        expect(log).toContain('log_secrets_pkey');
        expect(log).toContain('no_such_table');
        expect(log).toContain(`GET ${LOGIN_LINK_PREFIX}[redacted] 200`);
      }
    } finally {
      await db.close();
      await storage.cleanup();
    }
  });
});
