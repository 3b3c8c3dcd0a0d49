import { useSyncExternalStore } from 'react';

/**
 * The modal dialogs open now, the topmost last. A modal dialog is drawn in the browser's top
 * layer and makes the rest of the page inert, so whatever must stay visible and reachable while
 * one is open (the toasts) is drawn inside the topmost one.
 */
let stack: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/** A modal dialog has just been opened (showModal): it is the topmost now. */
export function modalOpened(dialog: HTMLDialogElement): void {
  stack = [...stack.filter((d) => d !== dialog), dialog];
  changed();
}

/** A modal dialog has closed or left the page. */
export function modalClosed(dialog: HTMLDialogElement): void {
  if (!stack.includes(dialog)) return;
  stack = stack.filter((d) => d !== dialog);
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const topmost = () => stack.at(-1) ?? null;
const none = () => null;

/** The topmost open modal dialog, or null (always null while rendering on the server). */
export function useTopmostModal(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribe, topmost, none);
}
