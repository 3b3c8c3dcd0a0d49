// Types of scripts/visual-review.mjs for the TypeScript tests that import it.
export function startReviewServer(options?: {
  root?: string;
  port?: number;
  host?: string;
}): Promise<{ url: string; close: () => Promise<void> }>;
