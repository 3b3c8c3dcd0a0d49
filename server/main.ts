/**
 * `node --import tsx server/main.ts`: the reference server, configured from
 * the environment (docs/server.md, "Environment"). Logs
 * `listening on http://HOST:PORT` on stdout once it accepts connections.
 */
import { serveFromEnv } from './serve.ts';

await serveFromEnv();
