/**
 * `node --import tsx server/main.ts`: the reference server, configured from
 * the environment (docs/server.md, "Environment"). Prints one line
 * `listening on http://HOST:PORT` on stdout once it accepts connections.
 */
import { serveFromEnv } from './serve.ts';

await serveFromEnv();
