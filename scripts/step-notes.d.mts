// Types of scripts/step-notes.mjs for the TypeScript tests that import it.
export function failureLines(
  output: string,
  options?: { failed?: boolean; max?: number },
): string[];
