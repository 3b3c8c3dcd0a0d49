// The Vite dev-server side of mock scenarios (see mocks/scenarios.ts): serves
// the panel at /__mock and gives the /api proxy the `Prefer` header that the
// panel's cookie chooses. Used by `npm run dev:mock` only (MOCK_SCENARIOS=1).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ProxyOptions } from 'vite';
import {
  applyShortcuts,
  loadOperations,
  PANEL_PATH,
  panelHtml,
  preferFor,
  readScenario,
  scenarioCookie,
  type Operation,
} from './scenarios.ts';
import {
  ALL,
  applyLatencyShortcuts,
  latencyCookie,
  latencyFor,
  parseLatency,
  readLatency,
  type Latency,
} from './latency.ts';
import { waitForMock } from './wait-for-mock.ts';

/** Only same-site paths are followed after saving (never another origin). */
function safeReturn(value: string | null | undefined): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 64 * 1024) break;
  }
  return new URLSearchParams(body);
}

/** The /__mock middleware: the panel (GET), saving it (POST), shortcut links (GET with parameters). */
export function scenarioMiddleware() {
  let ops: Operation[] | undefined;
  const operations = () => (ops ??= loadOperations());
  const handle = async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = new URL(req.url ?? '/', 'http://dev.local');
    if (url.pathname !== PANEL_PATH) return next();
    const all = operations();
    const current = readScenario(req.headers.cookie);
    const currentLatency = readLatency(req.headers.cookie);
    const send = (status: number, html: string) => {
      res.statusCode = status;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(html);
    };
    if (req.method === 'POST') {
      const form = await readForm(req);
      const chosen: Record<string, string> = {};
      const slow: Latency = {};
      if (!form.get('reset')) {
        for (const op of all) {
          const value = form.get(op.id);
          if (value && op.choices.some((c) => c.prefer === value)) chosen[op.id] = value;
          const ms = parseLatency(form.get(`latency.${op.id}`));
          if (ms) slow[op.id] = ms;
        }
        const ms = parseLatency(form.get('latency'));
        if (ms) slow[ALL] = ms;
      }
      const back = safeReturn(form.get('return'));
      res.statusCode = 303;
      res.setHeader('Set-Cookie', [scenarioCookie(chosen), latencyCookie(slow)]);
      res.setHeader('Location', `${PANEL_PATH}?saved=1&return=${encodeURIComponent(back)}`);
      res.end();
      return;
    }
    const back = safeReturn(url.searchParams.get('return'));
    const shortcuts = [...url.searchParams.keys()].filter((k) => k !== 'return' && k !== 'saved');
    if (shortcuts.length) {
      const { scenario, unknown: unknownAnswers } = applyShortcuts(all, current, url.searchParams);
      const slow = applyLatencyShortcuts(all, currentLatency, url.searchParams);
      const unknown = [...unknownAnswers, ...slow.unknown];
      if (unknown.length) {
        send(
          400,
          `<!doctype html><html lang="en"><meta charset="utf-8"><title>Mock scenarios</title><main><h1>Unknown scenario</h1><p>The contract has no ${unknown
            .map((u) => `<code>${u.replace(/[&<>"]/g, '')}</code>`)
            .join(
              ', ',
            )}. <a href="${PANEL_PATH}">See every operation and answer</a>.</p></main></html>`,
        );
        return;
      }
      res.statusCode = 302;
      res.setHeader('Set-Cookie', [scenarioCookie(scenario), latencyCookie(slow.latency)]);
      res.setHeader('Location', back);
      res.end();
      return;
    }
    send(
      200,
      panelHtml(all, current, {
        saved: url.searchParams.has('saved'),
        returnTo: back,
        latency: currentLatency,
      }),
    );
  };
  // Connect-style: a failure (an unreadable contract) goes to the dev server's error handler.
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    handle(req, res, next).catch(next);
  };
}

/**
 * Holds a request to /api for the latency the `mock-latency` cookie chooses for its operation
 * (or for every operation) before the proxy forwards it; a request the browser abandons
 * meanwhile is not forwarded.
 */
export function latencyMiddleware() {
  let ops: Operation[] | undefined;
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = req.url ?? '';
    if (!url.startsWith('/api/')) return next();
    const ms = latencyFor(
      (ops ??= loadOperations()),
      readLatency(req.headers.cookie),
      req.method ?? 'GET',
      url.slice('/api'.length),
    );
    if (!ms) return next();
    const timer = setTimeout(next, ms);
    res.once('close', () => clearTimeout(timer));
  };
}

/** Adds the chosen scenario's `Prefer` header to what the /api proxy forwards. */
export function withScenarios(proxy: ProxyOptions): ProxyOptions {
  let ops: Operation[] | undefined;
  return {
    ...proxy,
    configure(server, options) {
      proxy.configure?.(server, options);
      server.on('proxyReq', (proxyReq, req) => {
        if (req.headers.prefer) return;
        const prefer = preferFor(
          (ops ??= loadOperations()),
          readScenario(req.headers.cookie),
          req.method ?? 'GET',
          proxyReq.path,
        );
        if (prefer) proxyReq.setHeader('Prefer', prefer);
      });
    },
  };
}

/**
 * The panel on the dev server, announced when the server starts; requests to /api wait for the
 * mock at `target` to start, then for the latency chosen for them.
 */
export function mockScenarios(target: string): Plugin {
  return {
    name: 'mock-scenarios',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(scenarioMiddleware());
      server.middlewares.use(waitForMock(target, (line) => server.config.logger.info(line)));
      server.middlewares.use(latencyMiddleware());
      server.httpServer?.once('listening', () => {
        const port = server.config.server.port ?? 5173;
        server.config.logger.info(
          `  mock scenarios: http://localhost:${port}${PANEL_PATH} (choose Prism's answer per operation)`,
        );
      });
    },
  };
}
