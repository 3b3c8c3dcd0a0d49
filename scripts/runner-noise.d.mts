// Types of scripts/runner-noise.mjs for the TypeScript tests that import it.
import type { Transform } from 'node:stream';
export const VITEST_ADVICE: RegExp;
export function quietRunnerOutput(): Transform;
