#!/usr/bin/env node
// The installed kit's command (`futsal-conformance`, built to dist/main.js).
import { main } from './cli.ts';

process.exitCode = await main(process.argv.slice(2));
