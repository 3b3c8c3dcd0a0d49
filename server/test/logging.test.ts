import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  listeningUrl,
  logFormatFromEnv,
  loggerOptions,
  logListening,
  RequestLines,
  type LogFormat,
} from '../logging.ts';

/**
 * A server with the reference server's logging, writing its log into `lines`: the listening line,
 * then two requests.
 */
async function serverLogging(format: LogFormat, level = 'info') {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
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
