import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logFormatFromEnv, loggerOptions, RequestLines, type LogFormat } from '../logging.ts';

/** A server with the reference server's request logging, writing its log into `lines`. */
async function serverLogging(format: LogFormat) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = Fastify({
    logger: loggerOptions('info', format, sink),
    logController: new RequestLines(),
  });
  app.get('/api/articles', () => []);
  await app.ready();
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
  });

  it('json: one JSON line per request, with the fields a log collector reads', async () => {
    const lines = await serverLogging('json');
    const entries = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((e) => e.req !== undefined);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      level: 30,
      msg: expect.stringMatching(/^GET \/api\/articles\?limit=6 200 \d+ ms$/) as unknown,
      req: { method: 'GET', url: '/api/articles?limit=6' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number) as unknown,
    });
  });

  it('LOG_FORMAT is json by default, pretty on request, and anything else is refused', () => {
    expect(logFormatFromEnv(undefined)).toBe('json');
    expect(logFormatFromEnv('pretty')).toBe('pretty');
    expect(() => logFormatFromEnv('fancy')).toThrow('LOG_FORMAT must be "json" or "pretty"');
  });
});
