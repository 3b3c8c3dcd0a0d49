// Types of scripts/story-filter.mjs for the TypeScript tests that import it.
export interface IndexEntry {
  type: string;
  id: string;
  title: string;
  name: string;
  exportName?: string;
}
export function matchStories<E extends IndexEntry>(entries: E[], filters: string[]): E[];
export function closestStories(entries: IndexEntry[], filters: string[], count?: number): string[];
