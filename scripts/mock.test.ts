// `npm run mock` survives any request: paths Prism cannot decode (which end Prism itself) are
// answered by the guard in front of it with the operation's documented 404, and the next request
// gets a normal answer.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../common/prism-guard.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let mock: ChildProcess;
let base: string;
let prismPort: number;

beforeAll(async () => {
  const port = await freePort();
  prismPort = await freePort();
  base = `http://127.0.0.1:${port}`;
  mock = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/mock.ts',
      '--port',
      String(port),
      '--prism-port',
      String(prismPort),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    let out = '';
    mock.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('mock: listening on')) resolve();
    });
    mock.once('exit', (code) => reject(new Error(`the mock exited (${code}):\n${out}`)));
  });
}, 60_000);
afterAll(() => {
  mock?.kill('SIGTERM');
});

it('runs Prism on the port --prism-port chose, behind the guard', async () => {
  const direct = await fetch(`http://127.0.0.1:${prismPort}/articles`);
  expect(direct.status).toBe(200);
  expect(Array.isArray(await direct.json())).toBe(true);
});

/** A raw request line, as no URL parser would let through (a NUL byte in the path). */
function rawGet(target: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
}

it('answers malformed paths with the documented 404 and keeps answering', async () => {
  for (const target of ['/articles/%FF', '/articles/%', '/articles/%E0%A4%A']) {
    const res = await fetch(`${base}${target}`);
    expect(res.status, target).toBe(404);
    expect(await res.json()).toEqual({ message: 'Artikel tidak ditemukan.' });
  }
  const documents = await fetch(`${base}/documents/%FF`, {
    headers: { authorization: 'Bearer x' },
  });
  expect(await documents.json()).toEqual({ message: 'Dokumen tidak ditemukan.' });
  expect(await rawGet('/articles/\0')).toMatch(/^HTTP\/1\.1 400/);
  const list = await fetch(`${base}/articles`);
  expect(list.status).toBe(200);
  expect(Array.isArray(await list.json())).toBe(true);
  expect(mock.exitCode).toBeNull();
});

it('answers a path value outside its parameter, as the server does, with the documented 404', async () => {
  const auth = { headers: { authorization: 'Bearer x' } };
  const cases: [string, string][] = [
    ['/articles/abc', 'Artikel tidak ditemukan.'],
    ['/articles/0', 'Artikel tidak ditemukan.'],
    ['/documents/x', 'Dokumen tidak ditemukan.'],
    ['/documents/Drill.PDF', 'Dokumen tidak ditemukan.'],
  ];
  for (const [target, message] of cases) {
    const res = await fetch(`${base}${target}`, auth);
    expect(res.status, target).toBe(404);
    expect(await res.json(), target).toEqual({ message });
  }
  const blog = await fetch(`${base}/blog/abc/members`, auth);
  expect(blog.status).toBe(404);
  expect(await fetch(`${base}/articles/1`).then((r) => r.status)).toBe(200);
  expect(await fetch(`${base}/articles/stats`).then((r) => r.status)).toBe(200);
  // Without a token, a protected operation still answers its 401 first.
  expect(await fetch(`${base}/documents/x`).then((r) => r.status)).toBe(401);
});

it('answers every body over the 10 MiB limit with 413, not a dropped connection', async () => {
  const body = JSON.stringify({ title: 'x'.repeat(10 * 1024 * 1024 + 1) });
  for (let i = 0; i < 6; i++) {
    const res = await fetch(`${base}/articles`, {
      method: 'POST',
      headers: { authorization: 'Bearer x', 'content-type': 'application/json' },
      body,
    });
    expect(res.status, `attempt ${i + 1}`).toBe(413);
    expect(await res.json()).toEqual({ message: 'Ukuran data melebihi batas 10 MiB.' });
  }
  expect(await fetch(`${base}/articles`).then((r) => r.status)).toBe(200);
});

it('answers an image string over 2 MiB with 400 (its bound in the schema), not 413', async () => {
  const banner = `data:image/png;base64,${'A'.repeat(2 * 1024 * 1024 - 21)}`;
  expect(banner.length).toBe(2 * 1024 * 1024 + 1);
  const res = await fetch(`${base}/articles`, {
    method: 'POST',
    headers: { authorization: 'Bearer x', 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'x', banner }),
  });
  expect(res.status).toBe(400);
});

it('serves the API reference of the contract it answers from, as the reference server does', async () => {
  const page = await fetch(`${base}/docs`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(await page.text()).toContain('/api/docs/init.js');
  const yaml = await fetch(`${base}/openapi.yaml`);
  expect(yaml.status).toBe(200);
  expect(await yaml.text()).toMatch(/^openapi: 3\.1/m);
  // Anything else is still the mock's: an unknown address is Prism's answer, not the reference.
  expect(await fetch(`${base}/docsx`).then((r) => r.status)).toBe(404);
});
