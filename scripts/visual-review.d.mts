// Types of scripts/visual-review.mjs for the TypeScript tests that import it.
export function startReviewServer(options?: {
  root?: string;
  port?: number;
  host?: string;
  log?: (line: string) => void;
  recompressWhen?: () => Promise<void>;
}): Promise<{
  url: string;
  pending: () => string[];
  recompressed: () => Promise<void>;
  close: () => Promise<void>;
}>;
