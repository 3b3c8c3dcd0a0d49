import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../app.ts';
import { newStorage, serverOptions, type Storage } from './harness.ts';

/** A raw connection: what it sent, what came back, when it closed. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  const state = { out: '', closedAt: 0, firstByteAt: 0 };
  socket.on('data', (d) => {
    state.firstByteAt ||= Date.now();
    state.out += d.toString();
  });
  const closed = new Promise<void>((resolve) =>
    socket.on('close', () => {
      state.closedAt = Date.now();
      resolve();
    }),
  );
  socket.on('error', () => undefined);
  return { socket, state, closed };
}

describe('slow and racing clients', () => {
  let storage: Storage;
  let s: RunningServer;
  let port: number;
  beforeAll(async () => {
    storage = newStorage('pglite');
    s = await startServer({ ...serverOptions(storage), requestTimeoutMs: 2_000 });
    port = Number(new URL(s.url).port);
  });
  afterAll(async () => {
    await s?.close();
    await storage?.cleanup();
  });

  it('headers dripped line by line get a 408 that says the headers were too slow', async () => {
    const { socket, state, closed } = connect(port);
    socket.write('GET /api/articles HTTP/1.1\r\nHost: x\r\n');
    let n = 0;
    const drip = setInterval(() => socket.writable && socket.write(`X-Pelan-${n++}: ya\r\n`), 300);
    await closed;
    clearInterval(drip);
    expect(state.out).toMatch(/^HTTP\/1\.1 408 /);
    expect(state.out).toContain('{"message":"Header permintaan terlalu lama dikirim."}');
  });

  it('a dripped body without a token gets its 401 at once, and the connection ends with it (no 408 later)', async () => {
    const { socket, state, closed } = connect(port);
    const started = Date.now();
    socket.write(
      'POST /api/articles HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 60\r\n\r\n{',
    );
    const drip = setInterval(() => socket.writable && socket.write(' '), 300);
    await closed;
    clearInterval(drip);
    expect(state.out).toMatch(/^HTTP\/1\.1 401 /);
    expect(state.firstByteAt - started).toBeLessThan(1_500);
    // One answer, and the server hung up right after it: nothing comes at the request timeout.
    expect(state.out.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    expect(state.out.toLowerCase()).toContain('connection: close');
    expect(state.closedAt - state.firstByteAt).toBeLessThan(1_000);
  });

  it('a keep-alive request read in the same turn as the stop signal, but after it, gets 503', async () => {
    // Stands in for the signal: a byte on another connection, read in the same turn of the
    // event loop as the request (both wait while the loop is blocked), sets draining.
    const signal = net.createServer((c) =>
      c.on('data', () => {
        s.app.draining = true;
      }),
    );
    await new Promise<void>((r) => signal.listen(0, '127.0.0.1', r));
    const { port: signalPort } = signal.address() as net.AddressInfo;
    const { socket, state } = connect(port);
    const sender = net.connect(signalPort, '127.0.0.1');
    await new Promise((r) => sender.on('connect', r));
    // A first request on the keep-alive connection, answered normally.
    socket.write('GET /api/articles/1 HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise<void>((resolve) => {
      const check = () => (state.out.includes('"id":1') ? resolve() : setTimeout(check, 10));
      check();
    });
    expect(state.out).toMatch(/^HTTP\/1\.1 200 /);
    state.out = '';
    // The request first, then the "signal", while the loop is blocked: both are read next turn.
    socket.write('GET /api/articles/2 HTTP/1.1\r\nHost: x\r\n\r\n');
    sender.write('x');
    const until = Date.now() + 100;
    while (Date.now() < until) {
      // blocked, as by a long computation
    }
    await new Promise<void>((resolve) => {
      const check = () => (state.out.includes('\r\n\r\n{') ? resolve() : setTimeout(check, 10));
      check();
    });
    expect(state.out).toMatch(/^HTTP\/1\.1 503 /);
    expect(state.out.toLowerCase()).toContain('connection: close');
    sender.destroy();
    socket.destroy();
    await new Promise((r) => signal.close(r));
  });
});
