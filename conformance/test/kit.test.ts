/**
 * The kit end to end against a small in-memory server (no database): it passes
 * a conforming server, shrinks a failure to a minimal request, replays from a
 * seed, and the command line reports and exits as documented.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderHtml } from '../report.ts';
import { runConformance } from '../runner.ts';
import { startFake, type Fake } from './fake-server.ts';

describe('against an in-memory server', () => {
  let good: Fake;
  let crashing: Fake;
  beforeAll(async () => {
    good = await startFake();
    // A server that fails on any letter outside Latin-1 in a title.
    crashing = await startFake({ crashOnTitle: /[^\u0020-\u00ff]/u });
  });
  afterAll(async () => {
    await good.close();
    await crashing.close();
  });

  it('passes a server that keeps the contract, and cleans up after itself', async () => {
    const report = await runConformance({ baseUrl: good.url, seed: 11, runs: 5 });
    expect(report.rows.filter((r) => r.verdict === 'fail')).toEqual([]);
    expect(report.ok).toBe(true);
    const list = (await (await fetch(`${good.url}/articles`)).json()) as unknown[];
    expect(list).toEqual([]);
    expect(good.hits.get('POST /logout')).toBeGreaterThan(2);
  });

  it('shrinks a generated failure to a minimal request and prints it as curl', async () => {
    const report = await runConformance({
      baseUrl: crashing.url,
      seed: 5,
      runs: 20,
      checks: ['not_a_server_error'],
    });
    expect(report.ok).toBe(false);
    const row = report.rows.find(
      (r) => r.check === 'not_a_server_error' && r.operation === 'POST /articles (createArticle)',
    )!;
    expect(row.verdict).toBe('fail');
    const generated = row.findings.find((f) => f.origin.startsWith('generated'))!;
    expect(generated.origin).toMatch(/shrunk in [1-9]\d* step/);
    // Shrunk to the smallest body that still fails: a title of one character.
    const body = JSON.parse(
      /--data-binary '(.*)'$/m.exec(generated.curl)![1]!.replace(/'\\''/g, "'"),
    ) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['title']);
    expect([...(body.title as string)]).toHaveLength(1);
    expect(generated.curl).toContain(`curl -i -X POST '${crashing.url}/articles'`);
    // The HTML report shows the same.
    const html = renderHtml(report);
    expect(html).toContain('not_a_server_error');
    expect(html).toContain('curl -i -X POST');
  });

  it('replays the same requests from the same seed', async () => {
    const a = await runConformance({
      baseUrl: crashing.url,
      seed: 21,
      runs: 8,
      checks: ['not_a_server_error'],
    });
    const b = await runConformance({
      baseUrl: crashing.url,
      seed: 21,
      runs: 8,
      checks: ['not_a_server_error'],
    });
    const curls = (r: typeof a) =>
      r.rows.flatMap((x) => x.findings.map((f) => f.curl.replace(/articles\/\d+/g, 'articles/N')));
    expect(curls(a)).toEqual(curls(b));
  });
});

describe('the command line', () => {
  const bin = path.resolve('conformance/bin.mjs');
  const run = (args: string[]) =>
    new Promise<{ code: number; out: string }>((resolve) => {
      execFile(process.execPath, [bin, ...args], { timeout: 110_000 }, (err, stdout, stderr) =>
        resolve({
          code: err ? ((err as { code?: number }).code ?? 1) : 0,
          out: `${stdout}${stderr}`,
        }),
      );
    });

  it('exits 1 on a violation and writes the HTML report', async () => {
    const fake = await startFake({ crashOnTitle: /./ });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'conf-cli-'));
    const file = path.join(dir, 'report.html');
    try {
      const { code, out } = await run([
        '--base-url',
        fake.url,
        '--runs',
        '2',
        '--checks',
        'not_a_server_error,logout',
        '--report',
        file,
        '--quiet',
      ]);
      expect(out).toContain('FAIL  POST /articles (createArticle)');
      expect(out).toMatch(/FAILED: not_a_server_error/);
      expect(code).toBe(1);
      expect(fs.readFileSync(file, 'utf8')).toContain('<h2>Failures</h2>');
    } finally {
      await fake.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('exits 0 when every check passes and 2 when the server cannot be reached', async () => {
    const fake = await startFake();
    try {
      const ok = await run([
        '--base-url',
        fake.url,
        '--runs',
        '2',
        '--checks',
        'logout,auth',
        '--quiet',
      ]);
      expect(ok.out).toContain('PASSED');
      expect(ok.code).toBe(0);
    } finally {
      await fake.close();
    }
    const down = await run(['--base-url', 'http://127.0.0.1:9', '--quiet']);
    expect(down.out).toContain('cannot reach');
    expect(down.code).toBe(2);
  });
});
