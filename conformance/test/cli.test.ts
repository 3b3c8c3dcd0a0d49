/** What the kit gives a person: curl reproductions, the command line's options, secrets kept out of reports, JUnit XML. */
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { main, parseArgs, USAGE, UsageError } from '../cli.ts';
import { toCurl } from '../http.ts';
import { renderJunit } from '../junit.ts';
import { junitSchemaErrors } from './junit-schema.ts';
import { addSecret, redact } from '../redact.ts';

describe('curl commands', () => {
  async function replay(command: string, env: Record<string, string>) {
    const seen: { method?: string; url?: string; auth?: string; type?: string; body: string } = {
      body: '',
    };
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        Object.assign(seen, {
          method: req.method,
          url: req.url,
          auth: req.headers.authorization,
          type: req.headers['content-type'],
          body: Buffer.concat(chunks).toString('utf8'),
        });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await new Promise<void>((resolve, reject) =>
        execFile(
          'sh',
          ['-c', command.replaceAll('BASE', base)],
          { env: { ...process.env, ...env }, maxBuffer: 1 << 26 },
          (err) => (err ? reject(new Error(err.message, { cause: err })) : resolve()),
        ),
      );
    } finally {
      server.close();
    }
    return seen;
  }

  it('replays the request exactly, quotes included', async () => {
    const body = { title: `it's "quoted" ⚽ \u0000 $HOME`, tags: ['a'] };
    const curl = toCurl('BASE/api', {
      method: 'put',
      path: '/articles/3',
      query: { x: 'a b' },
      body,
      auth: { role: 'admin', token: 'secret' },
    });
    expect(curl).toContain('$ADMIN_TOKEN');
    expect(curl).not.toContain('secret');
    const seen = await replay(curl, { ADMIN_TOKEN: 'tok123' });
    expect(seen).toMatchObject({
      method: 'PUT',
      url: '/api/articles/3?x=a+b',
      auth: 'Bearer tok123',
      type: 'application/json',
    });
    expect(JSON.parse(seen.body)).toEqual(body);
  });

  it('keeps a huge body short by rebuilding it with node', async () => {
    const body = { title: 'a', banner: `data:image/png;base64,${'A'.repeat(2_000_000)}` };
    const curl = toCurl('BASE', {
      method: 'post',
      path: '/articles',
      body,
      auth: { role: 'malformed', token: 'Basic abc', literal: true },
    });
    expect(curl.length).toBeLessThan(500);
    const seen = await replay(curl, {});
    expect(seen.auth).toBe('Basic abc');
    expect(JSON.parse(seen.body)).toEqual(body);
  });
});

describe('command line', () => {
  it('reads the documented options', () => {
    expect(
      parseArgs([
        '--base-url',
        'http://x/api',
        '--admin',
        'a@b.c:p:w',
        '--seed',
        '7',
        '--runs=50',
        '--checks',
        'auth,stateful',
        '--via-prism',
        '--prism-port',
        '4011',
        '--report',
        'r.html',
      ]),
    ).toMatchObject({
      baseUrl: 'http://x/api',
      admin: { email: 'a@b.c', password: 'p:w' },
      seed: 7,
      runs: 50,
      checks: ['auth', 'stateful'],
      viaPrism: true,
      prismPort: 4011,
      report: 'r.html',
    });
  });
  it('refuses what it does not know', () => {
    expect(() => parseArgs([])).toThrow(UsageError);
    expect(() => parseArgs(['--base-url', 'http://x', '--checks', 'nope'])).toThrow(
      /unknown check/,
    );
    expect(() => parseArgs(['--base-url', 'x'])).toThrow(/http/);
    expect(() => parseArgs(['--base-url', 'http://x', '--admin', 'nocolon'])).toThrow(
      /EMAIL:PASSWORD/,
    );
    expect(() => parseArgs(['--base-url', 'http://x', '--via-prism', '--prism-port', '0'])).toThrow(
      /port number/,
    );
    expect(() => parseArgs(['--base-url', 'http://x', '--prism-port', '4011'])).toThrow(
      /needs --via-prism/,
    );
  });
});

describe('command line: every option, and what it says to bad input', () => {
  /** The usage error `argv` gets (no environment), or "accepted". */
  function refusal(argv: string[]): string {
    try {
      parseArgs(argv, {});
      return 'accepted';
    } catch (e) {
      return e instanceof UsageError ? e.message : `not a usage error: ${String(e)}`;
    }
  }

  it('reads the other options too, in either spelling', () => {
    expect(
      parseArgs(
        [
          '--base-url=https://x/api',
          '--member',
          'm@b.c:pw',
          '--token',
          'tok',
          '--expired-token=-old-',
          '--json',
          'r.json',
          '--junit=j.xml',
          '--contract',
          'c/openapi.yaml',
          '--timeout',
          '5000',
          '--wait-for',
          'http://x/health',
          '--wait=5',
          '--quiet',
          '-h',
        ],
        {},
      ),
    ).toEqual({
      baseUrl: 'https://x/api',
      member: { email: 'm@b.c', password: 'pw' },
      token: 'tok',
      expiredToken: '-old-',
      json: 'r.json',
      junit: 'j.xml',
      contractPath: path.resolve('c/openapi.yaml'),
      timeoutMs: 5000,
      waitFor: 'http://x/health',
      waitSeconds: 5,
      quiet: true,
      help: true,
    });
    expect(parseArgs(['--help'], {})).toEqual({ help: true });
    // A contract at a URL stays a URL; the last of a repeated option counts.
    expect(
      parseArgs(
        ['--base-url', 'http://x', '--contract', 'HTTPS://c/o.yaml', '--seed=1', '--seed=2'],
        {},
      ),
    ).toMatchObject({ contractPath: 'HTTPS://c/o.yaml', seed: 2 });
  });

  it('names what it cannot read: an unknown word, a missing value, a bad number', () => {
    const base = ['--base-url', 'http://x'];
    expect(refusal([...base, '--verbose'])).toBe('unknown option --verbose');
    expect(refusal([...base, '--colour=red'])).toBe('unknown option --colour=red');
    expect(refusal([...base, '-v'])).toBe('unknown option -v');
    expect(refusal([...base, 'extra'])).toBe('unknown option extra');
    expect(refusal([...base, '--', '--quiet'])).toBe('unknown option --');
    expect(refusal(['--base-url'])).toBe('--base-url needs a value');
    expect(refusal([...base, '--seed'])).toBe('--seed needs a value');
    expect(refusal([...base, '--runs', 'many'])).toBe('--runs expects an integer, got "many"');
    expect(refusal([...base, '--timeout=1.5'])).toBe('--timeout expects an integer, got "1.5"');
    expect(refusal([...base, '--runs=0'])).toBe('--runs must be at least 1');
    expect(refusal([...base, '--via-prism', '--prism-port', '70000'])).toBe(
      '--prism-port expects a port number (1-65535)',
    );
    expect(refusal([...base, '--quiet=yes'])).toBe('--quiet takes no value');
    expect(refusal([])).toBe('--base-url is required');
    expect(refusal(['--base-url', 'x/api'])).toBe('--base-url must start with http:// or https://');
  });

  it('exits 2 with the message and the usage on bad input, 0 with the usage for --help', async () => {
    const errors: string[] = [];
    const out: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
    vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
    try {
      expect(await main(['--base-url', 'http://x/api', '--bogus'])).toBe(2);
      expect(errors).toEqual([`unknown option --bogus\n\n${USAGE}`]);
      expect(await main(['-h'])).toBe(0);
      expect(out).toEqual([USAGE]);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('credentials and reports', () => {
  it('takes accounts from the environment when no flag names them', () => {
    const env = {
      ADMIN_EMAIL: 'boss@club.id',
      ADMIN_PASSWORD: 's3cret!',
      MEMBER_EMAIL: 'coach@club.id',
    };
    const opts = parseArgs(['--base-url', 'http://x/api', '--junit', 'j.xml'], env);
    expect(opts.admin).toEqual({ email: 'boss@club.id', password: 's3cret!' });
    // Half a member account is no account: the contract's example stays the default.
    expect(opts.member).toBeUndefined();
    expect(opts.junit).toBe('j.xml');
    expect(
      parseArgs(['--base-url', 'http://x/api', '--admin', 'a@b.c:flag'], env).admin?.password,
    ).toBe('flag');
  });

  it('masks every spelling of a secret, also inside JSON and shell quoting', () => {
    const secret = `pa"ss'word`;
    const secrets = new Map<string, string>();
    addSecret(secrets, secret, 'admin password');
    addSecret(secrets, 'abc', 'too short to be a secret');
    const shell = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
    const report = {
      curl: `curl --data-binary ${shell(JSON.stringify({ password: secret }))}`,
      body: JSON.stringify({ echoed: secret }),
      plain: `${secret} abc`,
    };
    expect(redact(report, secrets)).toEqual({
      curl: `curl --data-binary ${shell(JSON.stringify({ password: '«admin password»' }))}`,
      body: JSON.stringify({ echoed: '«admin password»' }),
      plain: '«admin password» abc',
    });
  });

  it('writes JUnit XML: one case per check and operation, timed, failures with their reproduction, skips counted', async () => {
    const row = (check: string, operation: string, verdict: 'pass' | 'fail' | 'skip') => ({
      check,
      operation,
      verdict,
      requests: verdict === 'skip' ? 0 : 3,
      durationMs: verdict === 'skip' ? 0 : 120,
      note: verdict === 'skip' ? 'no admin session' : undefined,
      findings:
        verdict === 'fail'
          ? [
              {
                check,
                operation,
                message: 'answered 500 <&> "oops"\u0001',
                origin: 'edge case: empty body',
                curl: 'curl -X POST \'http://x/api/articles\' -H "Authorization: Bearer $ADMIN_TOKEN"',
                status: 500,
                contentType: 'application/json',
                body: '{}',
              },
            ]
          : [],
    });
    const xml = renderJunit({
      baseUrl: 'http://x/api',
      contract: 'openapi.yaml',
      seed: 7,
      runs: 25,
      startedAt: '2026-11-24T10:00:00.000Z',
      durationMs: 1500,
      requests: 9,
      rows: [
        row('not_a_server_error', 'POST /articles', 'fail'),
        row('not_a_server_error', 'GET /articles', 'pass'),
        row('auth', 'GET /user', 'skip'),
      ] as never,
      notes: [],
      tokenHelp: '# with ADMIN_PASSWORD set in the environment:\nADMIN_TOKEN=$(…)',
      ok: false,
    });
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain(
      '<testsuites name="futsal-conformance http://x/api (seed 7)" tests="3" failures="1"',
    );
    expect(xml).toContain(
      '<testsuite name="conformance.not_a_server_error" tests="2" failures="1"',
    );
    expect(xml).toContain('<testcase classname="conformance.auth" name="GET /user"');
    expect(xml).toContain('<skipped message="no admin session"/>');
    expect(xml).toContain('message="answered 500 &lt;&amp;&gt; &quot;oops&quot;\ufffd"');
    expect(xml).toContain('Authorization: Bearer $ADMIN_TOKEN');
    expect(xml).toContain('ADMIN_PASSWORD set in the environment');
    expect(xml.match(/<testcase /g)).toHaveLength(3);
    expect(xml.match(/<\/testcase>/g)).toHaveLength(3);
    expect(xml).toContain(
      '<testcase classname="conformance.not_a_server_error" name="POST /articles" time="0.120">',
    );
    expect(xml).toContain(
      '<testsuite name="conformance.not_a_server_error" tests="2" failures="1" errors="0" skipped="0" time="0.240"',
    );
    expect(xml).toContain(
      '<testsuite name="conformance.auth" tests="1" failures="0" errors="0" skipped="1" time="0.000"',
    );
    expect(await junitSchemaErrors(xml)).toEqual([]);
    // The schema does refuse what a CI reader could not take.
    expect(await junitSchemaErrors(xml.replace('time="0.120"', 'time="soon"'))).not.toEqual([]);
    expect(await junitSchemaErrors(xml.replace(' skipped="1"', ''))).not.toEqual([]);
  });
});
