import { useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { CartProvider } from './CartProvider';
import type { CartItem } from './cart.machine';

/** Story items (two courses). */
export const SAMPLE_CART: CartItem[] = [
  {
    id: 2,
    title: 'Taktik Futsal Modern: Rotasi dan Pressing',
    description: 'Rotasi 3-1, 4-0 dan 2-2, pressing zona dan individu.',
    price: 950_000,
    duration: '5 minggu',
    lessons: 20,
    level: 'Menengah',
    rating: 4.9,
    students: 3215,
    image: '/images/courses/taktik-futsal.svg',
    quantity: 1,
  },
  {
    id: 5,
    title: 'Pembinaan Usia Dini (7–12 Tahun)',
    description: 'Permainan kecil, koordinasi dan kurikulum 12 minggu.',
    price: 500_000,
    duration: '4 minggu',
    lessons: 18,
    level: 'Pemula',
    rating: 4.9,
    students: 4378,
    image: '/images/courses/pembinaan-usia-dini.svg',
    quantity: 1,
  },
];

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
