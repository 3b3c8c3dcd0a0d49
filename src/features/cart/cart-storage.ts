import { useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { readJson, readString, writeJson } from '../../lib/storage';
import type { CartItem } from './cart.machine';

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isText = (v: unknown): v is string => typeof v === 'string';

/** A stored cart item must have the right shape; anything else (a hostile or corrupted value) is rejected. */
export function isCartItem(v: unknown): v is CartItem {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    Number.isInteger(o.id) &&
    isText(o.title) &&
    isText(o.description) &&
    isFiniteNumber(o.price) &&
    o.price >= 0 &&
    isText(o.duration) &&
    isFiniteNumber(o.lessons) &&
    isText(o.level) &&
    isFiniteNumber(o.rating) &&
    isFiniteNumber(o.students) &&
    isText(o.image) &&
    // Images are our own files; never a remote or script URL from storage.
    o.image.startsWith('/images/') &&
    Number.isInteger(o.quantity) &&
    (o.quantity as number) >= 1
  );
}

export function isCartItems(v: unknown): v is CartItem[] {
  if (!Array.isArray(v) || !v.every(isCartItem)) return false;
  return new Set(v.map((i) => i.id)).size === v.length;
}

/** The stored cart; a corrupted or hostile value means an empty cart, and the entry is removed. */
export const readCart = (): CartItem[] => readJson(STORAGE_KEYS.cart, isCartItems, []);

/** Fired on this window whenever the cart is written (other tabs get a 'storage' event). */
export const CART_CHANGE_EVENT = 'cartitemschange';

/** An empty cart removes the entry. Every write tells this window's listeners (the header's indicator). */
export const writeCart = (items: CartItem[]): void => {
  writeJson(STORAGE_KEYS.cart, items.length ? items : null);
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_CHANGE_EVENT));
};

function subscribeCart(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === STORAGE_KEYS.cart) listener();
  };
  window.addEventListener(CART_CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CART_CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * How many items the stored cart holds, kept current in this tab and across
 * tabs. It reads storage only, so the header can show it without loading the
 * cart machine (which the cart pages load).
 */
export function useStoredCartCount(): number {
  const raw = useSyncExternalStore(
    subscribeCart,
    () => readString(STORAGE_KEYS.cart) ?? '',
    () => '',
  );
  return useMemo(() => (raw ? readCart().reduce((n, item) => n + item.quantity, 0) : 0), [raw]);
}
