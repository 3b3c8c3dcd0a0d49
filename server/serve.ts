/**
 * Runs the reference server as a process: configuration from the environment
 * (docs/server.md, "Environment"), a log line `listening on http://HOST:PORT` on
 * stdout once it accepts connections, and a graceful stop on SIGTERM or SIGINT.
 */
import { optionsFromEnv, type ServerOptions } from './config.ts';
import type { Logger } from 'pino';
import { startServer } from './app.ts';
import { startSiteServer } from './site-server.ts';
import { logListening } from './logging.ts';
import { mediaOptionsFromEnv } from './media-store.ts';

/** `overrides` replace options the environment gave (only a test entry point passes any). */
export async function serveFromEnv(overrides: Partial<ServerOptions> = {}): Promise<void> {
  const opts = { ...optionsFromEnv(), ...mediaOptionsFromEnv(), ...overrides };
  // With an upstream API: the site server (no database; /api goes upstream).
  const start = opts.apiUpstream ? startSiteServer(opts.apiUpstream, opts) : startServer(opts);
  const server = await start.catch((err: unknown) => {
    console.error('server failed to start:', err);
    process.exit(1);
  });
  logListening(server.app.log, server.url);

  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      // Unready first (before anything else is done about the signal): /readyz answers 503.
      server.app.stopping = true;
      // SIGTERM comes from a service manager with a balancer in front: serve on until it has
      // taken the instance out. SIGINT is Ctrl-C on a terminal: nobody to wait for.
      const drainDelayMs = signal === 'SIGTERM' ? opts.drainDelayMs : 0;
      server.app.log.info(
        { signal, drainDelayMs, shutdownGraceMs: opts.shutdownGraceMs },
        'shutting down: /readyz answers 503; serving on for the drain delay, then finishing in-flight requests',
      );
      const force = setTimeout(
        () => {
          server.app.log.error('graceful shutdown timed out');
          process.exit(1);
        },
        drainDelayMs + opts.shutdownGraceMs + 30_000,
      );
      force.unref();
      // Served as usual for the drain delay, then new requests get 503 for a moment, then close.
      void server
        .shutdown(opts.shutdownGraceMs, drainDelayMs)
        .then(
          () => {
            server.app.log.info({ signal }, 'server stopped');
            return 0;
          },
          (err: unknown) => {
            server.app.log.error({ err }, 'shutdown failed');
            return 1;
          },
        )
        // The last line is written (pino-pretty writes asynchronously) before the process ends.
        .then((code) => (server.app.log as Logger).flush(() => process.exit(code)));
    });
  }
}
