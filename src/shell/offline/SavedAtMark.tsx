import { lazy, Suspense } from 'react';

// Only ever shown offline: its own chunk (precached), off the first load of the lists using it.
const SavedAtNote = lazy(async () => ({ default: (await import('./SavedAtNote')).SavedAtNote }));

/** The "Disimpan pukul …" marker of content shown from the cache, or nothing when `at` is null. */
export function SavedAtMark({ at }: { at: string | null }) {
  if (!at) return null;
  return (
    <Suspense fallback={null}>
      <SavedAtNote at={at} />
    </Suspense>
  );
}
