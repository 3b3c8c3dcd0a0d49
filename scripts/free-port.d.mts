// Types of scripts/free-port.mjs for the TypeScript modules that import it.
export function freePort(): Promise<number>;
