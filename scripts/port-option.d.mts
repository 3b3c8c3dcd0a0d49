// Types of scripts/port-option.mjs for the TypeScript modules that import it.
export function portOption(
  argv: readonly string[],
  flag: string,
  envName: string,
  env?: Record<string, string | undefined>,
): number | undefined;
export function withoutPortOption(argv: readonly string[], flag: string): string[];
export class PortOptionError extends Error {}
