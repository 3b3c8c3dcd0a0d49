#!/usr/bin/env node
// Prism's mock of openapi/openapi.yaml on loopback, behind a guard (common/prism-guard.ts) that
// answers paths Prism cannot decode (`/articles/%FF`) itself, so no request can end the mock.
//
//   npm run mock                       port 4010, or MOCK_PORT
//   npm run mock -- --port 19012       any other port
//   npm run mock -- --prism-port 19013 Prism itself (behind the guard) on that port, or
//                                      PRISM_PORT; else on a free one
//   npm run mock -- --dynamic          answers generated from the schemas (prism -d)
//   npm run mock -- --verboseLevel warn  Prism logs warnings and errors only (the journeys: its
//                                      default logs several lines per request, a third of its CPU)
//
// Any other argument goes to `prism mock` as it is.
import { spawn } from 'node:child_process';
import type http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startPrismGuard, waitForPort } from '../common/prism-guard.ts';
import { portOption, PortOptionError, withoutPortOption } from './port-option.mjs';
import { answerMalformed, interceptInvalid } from './mock-guard.ts';
import { apiDocsMiddleware } from '../server/api-docs.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contract = path.join(root, 'openapi/openapi.yaml');
const prism = path.join(
  root,
  'node_modules',
  '.bin',
  process.platform === 'win32' ? 'prism.cmd' : 'prism',
);

let chosenPrismPort: number | undefined;
try {
  chosenPrismPort = portOption(process.argv.slice(2), 'prism-port', 'PRISM_PORT');
} catch (error) {
  if (!(error instanceof PortOptionError)) throw error;
  console.error(`mock: ${error.message}`);
  process.exit(2);
}
const args = withoutPortOption(process.argv.slice(2), 'prism-port');
let port = process.env.MOCK_PORT ?? '4010';
const rest: string[] = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  if (a === '--port' || a === '-p') port = args[++i] ?? '';
  else if (a.startsWith('--port=')) port = a.slice('--port='.length);
  else rest.push(a);
}
if (!/^\d+$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
  console.error(`mock: --port needs a port number (1-65535), got "${port}".`);
  process.exit(2);
}
if (chosenPrismPort !== undefined && chosenPrismPort === Number(port)) {
  console.error(
    `mock: Prism and the guard cannot share port ${port}: choose another --prism-port.`,
  );
  process.exit(2);
}
const prismPort = chosenPrismPort ?? (await freePort());
const child = spawn(
  prism,
  ['mock', contract, '--host', '127.0.0.1', '--port', String(prismPort), ...rest],
  { stdio: ['ignore', 'pipe', 'inherit'], shell: process.platform === 'win32' },
);
child.on('error', (error) => {
  console.error(`mock: could not start Prism (${error.message}); run \`npm install\` first.`);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));

// Prism's log goes through as it is (at the level asked for: `--verboseLevel warn` keeps only
// warnings and errors); once Prism accepts connections, the guard takes the public port.
child.stdout?.pipe(process.stdout);
// Should Prism exit first, the exit handler above ends this process.
await waitForPort('127.0.0.1', prismPort, () => undefined);
/**
 * The API reference (`/docs`, `/openapi.yaml`, under `/api` behind the dev server's proxy), as the
 * reference server serves it: the mock shows the reference of the contract it answers from.
 */
function withApiReference(
  next: (req: http.IncomingMessage, res: http.ServerResponse) => boolean,
): (req: http.IncomingMessage, res: http.ServerResponse) => boolean {
  const docs = apiDocsMiddleware(contract);
  return (req, res) => {
    const url = req.url ?? '';
    if (!/^\/(docs([/?]|$)|openapi\.yaml([?]|$))/.test(url)) return next(req, res);
    let handled = true;
    req.url = `/api${url}`;
    docs(req, res, () => {
      handled = false;
      req.url = url;
    });
    return handled || next(req, res);
  };
}

startPrismGuard({
  host: '127.0.0.1',
  port: Number(port),
  prism: `http://127.0.0.1:${prismPort}`,
  onMalformed: answerMalformed(),
  intercept: withApiReference(interceptInvalid()),
}).then(
  (guard) =>
    console.log(`mock: listening on ${guard.url} (Prism behind a guard, on port ${prismPort})`),
  (error: Error) => {
    console.error(`mock: cannot listen on port ${port} (${error.message}).`);
    child.kill('SIGTERM');
  },
);
