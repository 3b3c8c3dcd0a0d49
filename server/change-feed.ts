/**
 * A change subscription (LISTEN) that comes back by itself: when its connection fails, `lost`
 * is told, and it subscribes again after a growing delay (250 ms, doubled up to 30 s, each
 * ±25 % so that instances do not all come at once) until that works; then `back` is told.
 */
import type { Database } from './db.ts';

export interface ChangeHandlers {
  message: (payload: string) => void;
  /** The subscription failed: notifications may be missed from now on. */
  lost: (err: Error) => void;
  /** Subscribed again: notifications arrive from now on (those in between were missed). */
  back: () => void;
}

export const RESUBSCRIBE_MS = { first: 250, max: 30_000 };

/** Subscribes (a failure of this first subscription is thrown); resolves to the unsubscribe. */
export async function keepListening(
  listen: NonNullable<Database['listen']>,
  channel: string,
  handlers: ChangeHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | null = null;
  const later = () => {
    const ms = Math.min(RESUBSCRIBE_MS.max, RESUBSCRIBE_MS.first * 2 ** attempt++);
    timer = setTimeout(again, ms * (0.75 + Math.random() / 2));
    timer.unref();
  };
  // One call per subscription (its connection may report an error and then its end).
  const lost = (err: Error) => {
    if (stopped || !unlisten) return;
    const old = unlisten;
    unlisten = null;
    void old();
    handlers.lost(err);
    later();
  };
  const again = () => {
    if (stopped) return;
    listen(channel, handlers.message, lost).then(
      (u) => {
        if (stopped) return void u();
        unlisten = u;
        attempt = 0;
        handlers.back();
      },
      () => later(),
    );
  };
  unlisten = await listen(channel, handlers.message, lost);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const u = unlisten;
    unlisten = null;
    await u?.();
  };
}
