// The entry point of the kit as one executable (`npm run conformance:sea`, Node's single
// executable applications): the contract travels inside it as an asset, written to a temporary
// file at start as the default contract, and removed when the run ends. Nothing else is read
// from outside, so it runs where no Node is installed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getAsset } from 'node:sea';
import { main } from './cli.ts';
import { setEmbeddedContract } from './embedded-contract.ts';

/** The name of the contract's asset (conformance/scripts/build-sea.mjs). */
export const CONTRACT_ASSET = 'openapi.yaml';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'futsal-conformance-'));
const cleanup = () => fs.rmSync(dir, { recursive: true, force: true });
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    cleanup();
    process.exit(130);
  });
const file = path.join(dir, CONTRACT_ASSET);
fs.writeFileSync(file, getAsset(CONTRACT_ASSET, 'utf8'));
setEmbeddedContract(file);
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`futsal-conformance: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  },
);
