// Types of scripts/visual-report.mjs for the TypeScript tests that import it.
export interface ReportRow {
  id: string;
  storyId: string;
  label: string;
  status: 'changed' | 'new' | 'orphan';
  what: string;
  baseline: string | null;
  shot: string | null;
  diff: string | null;
  sha256: string | null;
}
export interface ReportData {
  browser: string;
  pinned: boolean;
  filtered: boolean;
  same: number;
  rows: ReportRow[];
}
export interface Left {
  changed: number;
  added: number;
  orphaned: number;
}
export function readRun(root?: string): { meta: unknown; outcomes: unknown[]; orphans: string[] };
export function reportData(root?: string): ReportData;
export function renderReport(options?: {
  root?: string;
  token?: string;
  data?: ReportData;
}): string;
export function writeVisualReport(root?: string): Left;
export const DIFF_LEGEND: string;
