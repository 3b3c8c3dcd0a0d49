#!/usr/bin/env node
// `npx futsal-conformance --base-url URL`: registers tsx so the TypeScript kit
// runs as is, with no build step and without the rest of the site.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./cli.ts');
process.exitCode = await main(process.argv.slice(2));
