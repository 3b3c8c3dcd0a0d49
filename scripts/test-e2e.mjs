#!/usr/bin/env node
// Builds the site and runs the Playwright journeys against the site server + Prism
// (server/site-server.ts, with the Prism mock as its upstream API).
import { freePort, run } from './lib.mjs';

const args = process.argv.slice(2);
if (!args.includes('--no-build')) {
  const code = await run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (code !== 0) process.exit(code);
}
// Free ports, so that several runs (or a running `npm start`) do not collide.
const env = {
  E2E_PORT: process.env.E2E_PORT ?? String(await freePort()),
  E2E_MOCK_PORT: process.env.E2E_MOCK_PORT ?? String(await freePort()),
};
process.exit(
  await run('npx', ['playwright', 'test', ...args.filter((a) => a !== '--no-build')], { env }),
);
