// Types of scripts/visual-approve.mjs for the TypeScript tests that import it.
import type { Left } from './visual-report.mjs';

export class ApprovalError extends Error {}
export function digestOf(bytes: Buffer): string;
export function approve(options?: {
  names?: string[];
  all?: boolean;
  digests?: Record<string, string>;
  root?: string;
  effort?: number;
}): Promise<{
  approved: { id: string; status: string }[];
  recorded?: { browser: string; version: string };
  left: Left;
}>;
export function removeBaselines(options?: { names?: string[]; root?: string }): {
  removed: string[];
  left: Left;
};
export function recompressBaselines(options?: {
  root?: string;
}): Promise<{ before: number; after: number }>;
export const BEST_EFFORT: number;
export const QUICK_EFFORT: number;
export function recompressBaseline(options: {
  id: string;
  root?: string;
}): Promise<{ before: number; after: number }>;
