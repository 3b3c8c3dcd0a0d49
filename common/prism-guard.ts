/**
 * A small HTTP guard in front of Prism. Prism decodes path parameters with
 * `decodeURIComponent` outside any error handler, so one request whose path is
 * no valid percent-encoding (`/articles/%FF`, `/articles/%`) ends the whole
 * process. The guard listens where Prism would, forwards every other request
 * to Prism unchanged, and answers malformed paths itself: Prism never sees them.
 */
import http from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';

/** A path that cannot be decoded into parameter values (`%FF`, `%`, `%E0%A4%A`). */
export function malformedPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

export interface PrismGuard {
  /** The guard's own address, e.g. http://127.0.0.1:4010 */
  url: string;
  close(): Promise<void>;
}

export interface PrismGuardOptions {
  host: string;
  /** 0 for any free port */
  port: number;
  /** Where Prism listens, e.g. http://127.0.0.1:4011 */
  prism: string;
  /** How a request with a malformed path is answered, instead of Prism. */
  onMalformed(req: http.IncomingMessage, res: http.ServerResponse): void;
  /** Answers a request itself instead of Prism (true when it did); every other goes to Prism. */
  intercept?(req: http.IncomingMessage, res: http.ServerResponse): boolean;
}

/** Sends a request on to `target` (an origin with an optional base path), and its answer back. */
export function forward(req: http.IncomingMessage, res: http.ServerResponse, target: string): void {
  const base = new URL(target);
  const send = base.protocol === 'https:' ? https.request : http.request;
  const upstream = send(
    {
      protocol: base.protocol,
      hostname: base.hostname,
      port: base.port,
      method: req.method,
      path: `${base.pathname.replace(/\/$/, '')}${req.url ?? '/'}`,
      headers: { ...req.headers, host: base.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`${target} is not answering.`);
  });
  req.pipe(upstream);
}

/** Starts the guard; Prism is expected (or about to be) listening at `prism`. */
export function startPrismGuard(options: PrismGuardOptions): Promise<PrismGuard> {
  const server = http.createServer((req, res) => {
    try {
      if (malformedPath(req.url ?? '/')) options.onMalformed(req, res);
      else if (!options.intercept?.(req, res)) forward(req, res, options.prism);
    } catch {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
  // Longer than any client keeps an idle connection, so no client reuses one the guard is closing.
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${options.host}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** A free loopback port (for Prism behind the guard). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = http.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once something accepts connections on `host:port`, trying every `intervalMs`; rejects
 * when `gaveUp()` says to stop (the process that should listen has exited, or time is up).
 */
export async function waitForPort(
  host: string,
  port: number,
  gaveUp: () => Error | undefined,
  intervalMs = 100,
): Promise<void> {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, host, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    const error = gaveUp();
    if (error) throw error;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
