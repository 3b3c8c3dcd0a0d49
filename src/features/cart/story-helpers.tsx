import { useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { CartProvider } from './CartProvider';
import type { CartItem } from './cart.machine';
import { COURSES } from '../courses';

/** One of the catalogue's courses, once in the cart. */
function inCart(id: number): CartItem {
  const course = COURSES.find((c) => c.id === id);
  if (!course) throw new Error(`no course ${id} in the catalogue`);
  return { ...course, quantity: 1 };
}

/** Story items: two of the catalogue's courses. */
export const SAMPLE_CART: CartItem[] = [inCart(2), inCart(5)];

/**
 * Mounts a fresh cart for a story. The story decorator clears localStorage
 * first; `stored` is then written as the raw cartItems value before the cart reads it.
 */
export function StoryCart({ stored, children }: { stored?: string; children: ReactNode }) {
  useState(() => {
    if (stored !== undefined) localStorage.setItem(STORAGE_KEYS.cart, stored);
  });
  return <CartProvider>{children}</CartProvider>;
}

/** A story's decorators that mount a fresh cart (StoryCart) around it, holding `stored`. */
export const withCart = (stored?: string) => [
  (Story: () => React.JSX.Element) => (
    <StoryCart stored={stored}>
      <Story />
    </StoryCart>
  ),
];
