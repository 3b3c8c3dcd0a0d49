import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEFAULTS } from '../config.ts';
import { startTestServer, type TestServer } from './harness.ts';

const contractYaml = fs.readFileSync(DEFAULTS.specPath, 'utf8');
const contract = parse(contractYaml, { maxAliasCount: -1 }) as {
  info: { version: string; title: string };
};

/** The scripts a page loads (it has no stylesheet: Redoc injects its styles). */
function scriptUrls(html: string): string[] {
  expect(html).not.toMatch(/<link\b[^>]*rel="stylesheet"/);
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
}

/** Sends bytes as they are and returns the first line and headers of the answer. */
function rawRequest(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** One server on the project's contract, for the reference page and the API-Version header. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('pglite');
});
afterAll(() => server?.stop());

describe('the API reference at /api/docs', () => {
  it('answers an HTML page under the site CSP, with a fresh nonce on its scripts', async () => {
    const first = await fetch(`${server.url}/api/docs`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = first.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    const html = await first.text();
    expect(html).toContain(
      `<title>${contract.info.title} ${contract.info.version}: API reference</title>`,
    );
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    for (const tag of html.match(/<style\b[^>]*>/g) ?? [])
      expect(tag).toContain(`nonce="${nonce}"`);

    const second = await fetch(`${server.url}/api/docs/`);
    expect(second.status).toBe(200);
    const again = /'nonce-([^']+)'/.exec(second.headers.get('content-security-policy') ?? '');
    expect(again?.[1]).toBeTruthy();
    expect(again?.[1]).not.toBe(nonce);
  });

  it("sets its text in the site's Inter, served from this server", async () => {
    const html = await (await fetch(`${server.url}/api/docs`)).text();
    const faces = [...html.matchAll(/@font-face \{([^}]*)\}/g)].map((m) => m[1]!);
    expect(faces.map((f) => /font-weight: (\d+)/.exec(f)?.[1])).toEqual(['400', '600', '700']);
    for (const face of faces) {
      expect(face).toContain("font-family: 'Inter'");
      const url = /url\('([^']+)'\)/.exec(face)![1]!;
      expect(url, 'a same-origin path').toMatch(
        /^\/api\/docs\/fonts\/inter-latin-\d00-normal\.woff2$/,
      );
      const res = await fetch(`${server.url}${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toBe('font/woff2');
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 4)
          .toString('latin1'),
        url,
      ).toBe('wOF2');
    }
    expect(html).toMatch(/body \{[^}]*font-family: 'Inter', system-ui/);
    // Redoc's own text and headings take the same face.
    const init = await (await fetch(`${server.url}/api/docs/init.js`)).text();
    expect(init).toMatch(
      /fontFamily: "'Inter', system-ui[^"]*",\s*headings: \{ fontFamily: "'Inter'/,
    );
  });

  it('serves the renderer from this server, with nothing loaded from another host', async () => {
    const html = await (await fetch(`${server.url}/api/docs`)).text();
    const urls = scriptUrls(html);
    expect(urls).toContain('/api/docs/redoc.standalone.js');
    for (const url of urls) {
      expect(url, 'a same-origin path').toMatch(/^\/(?!\/)/);
      const res = await fetch(`${server.url}${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toBe('text/javascript; charset=utf-8');
      const code = await res.text();
      expect(code.length, url).toBeGreaterThan(100);
      expect(code, url).not.toMatch(/https:\/\/cdn\.|fonts\.(googleapis|gstatic|scalar)\.com/);
    }
  });

  it('serves the contract as written and as the JSON the page renders', async () => {
    const yaml = await fetch(`${server.url}/api/openapi.yaml`);
    expect(yaml.status).toBe(200);
    expect(yaml.headers.get('content-type')).toBe('application/yaml; charset=utf-8');
    expect(await yaml.text()).toBe(contractYaml);
    const json = await fetch(`${server.url}/api/docs/openapi.json`);
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual(parse(contractYaml, { maxAliasCount: -1 }));
  });

  it('answers an unknown file under /api/docs as any unknown API path', async () => {
    const res = await fetch(`${server.url}/api/docs/missing.js`);
    expect(res.status).toBe(404);
    const body = (await res.json()) as { message?: unknown };
    expect(typeof body.message).toBe('string');
  });
});

describe('API-Version on every API answer', () => {
  let token: string;
  beforeAll(async () => {
    token = await server.login();
  });

  it("names the contract's info.version on successes, errors and unknown paths", async () => {
    const answers = [
      await server.api('/articles?limit=1'),
      await server.api('/articles/stats'),
      await server.api('/user', { token }),
      await server.api('/user'), // 401
      await server.api('/articles/999999'), // 404
      await server.api('/articles?limit=0'), // 400
      await server.api('/no-such-path'), // 404 outside the contract
      await server.api('/articles', { method: 'POST', token, json: {} }), // 400
      await fetch(`${server.url}/api/docs`),
    ];
    for (const res of answers) {
      expect(res.headers.get('api-version'), `${res.url} ${res.status}`).toBe(
        contract.info.version,
      );
      await res.arrayBuffer();
    }
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 401, 404, 400, 404, 400, 200]);
  });

  it('also on the answers written before a request reaches the routes', async () => {
    // A malformed URL (answered before routing: a path that cannot be decoded names nothing).
    const malformed = await fetch(`${server.apiUrl}/articles/%`);
    expect(malformed.status).toBe(404);
    expect(malformed.headers.get('api-version')).toBe(contract.info.version);
    // Headers too large for Node's parser (answered on the socket).
    const huge = await rawRequest(
      server.url,
      `GET /api/articles HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge).toMatch(
      new RegExp(`\\r\\napi-version: ${contract.info.version.replaceAll('.', '\\.')}\\r\\n`),
    );
  });
});

describe('API-Version comes from the contract the server reads at start', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apifutsal-contract-'));
    const specPath = path.join(dir, 'openapi.yaml');
    fs.writeFileSync(specPath, contractYaml.replace(/^( {2}version: ).*$/m, '$17.3.1'));
    server = await startTestServer('pglite', { specPath });
  });
  afterAll(async () => {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends the version written in that contract', async () => {
    const res = await server.api('/articles/stats');
    expect(res.status).toBe(200);
    expect(res.headers.get('api-version')).toBe('7.3.1');
    const page = await (await fetch(`${server.url}/api/docs`)).text();
    expect(page).toContain(`${contract.info.title} 7.3.1: API reference`);
  });
});
