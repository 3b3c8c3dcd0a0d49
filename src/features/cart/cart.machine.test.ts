// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { CART_ADDED_FEEDBACK_MS } from '../../config/constants';
import { STORAGE_KEYS } from '../../config/storage-keys';
import {
  cartCount,
  cartMachine,
  cartTotal,
  type CartEvent,
  type CartItem,
  type CartProduct,
} from './cart.machine';
import { isCartItems, readCart, writeCart } from './cart-storage';

const product = (id: number, title: string, price: number): CartProduct => ({
  id,
  title,
  description: 'Kursus pelatih futsal.',
  price,
  duration: '4 minggu',
  lessons: 12,
  level: 'Menengah',
  rating: 4.8,
  students: 1000,
  image: `/images/courses/${id}.svg`,
});
const a = product(1, 'Periodisasi Latihan Futsal Satu Musim', 1_250_000);
const b = product(2, 'Taktik Futsal Modern: Rotasi dan Pressing', 950_000);

/** A mocked action effect: takes the action's params, returns nothing. */
type Effect = (params?: unknown) => void;

function harness(items: CartItem[] = []) {
  const effects = {
    persist: vi.fn<(items: CartItem[]) => void>(),
    warnDuplicate: vi.fn<Effect>(),
    notifyAdded: vi.fn<Effect>(),
  };
  const actor = createActor(
    cartMachine.provide({
      actions: {
        persist: (_, p) => effects.persist(p.items),
        warnDuplicate: (_, p) => effects.warnDuplicate(p),
        notifyAdded: (_, p) => effects.notifyAdded(p),
      },
    }),
    { input: { items } },
  ).start();
  return { actor, effects, items: () => actor.getSnapshot().context.items };
}

describe('cart machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds a course with quantity 1 and persists the new list', () => {
    const h = harness();
    h.actor.send({ type: 'cart.add', item: a });
    expect(h.items()).toEqual([{ ...a, quantity: 1 }]);
    expect(h.effects.persist).toHaveBeenLastCalledWith([{ ...a, quantity: 1 }]);
    expect(h.effects.notifyAdded).toHaveBeenCalledWith({ title: a.title });
  });

  it('refuses a course already in the cart with a warning and changes nothing', () => {
    const h = harness();
    h.actor.send({ type: 'cart.add', item: a });
    h.effects.persist.mockClear();
    h.actor.send({ type: 'cart.add', item: a });
    expect(h.effects.warnDuplicate).toHaveBeenCalledWith({ title: a.title });
    expect(h.items()).toHaveLength(1);
    expect(h.items()[0]?.quantity).toBe(1);
    expect(h.effects.persist).not.toHaveBeenCalled();
  });

  it('shows "just added" feedback for a while, then goes quiet', () => {
    const h = harness();
    h.actor.send({ type: 'cart.add', item: a });
    expect(h.actor.getSnapshot().hasTag('justAdded')).toBe(true);
    expect(h.actor.getSnapshot().context.lastAddedId).toBe(a.id);
    vi.advanceTimersByTime(CART_ADDED_FEEDBACK_MS - 1);
    h.actor.send({ type: 'cart.add', item: b });
    // A second add restarts the feedback.
    vi.advanceTimersByTime(CART_ADDED_FEEDBACK_MS - 1);
    expect(h.actor.getSnapshot().context.lastAddedId).toBe(b.id);
    vi.advanceTimersByTime(1);
    expect(h.actor.getSnapshot().hasTag('justAdded')).toBe(false);
    expect(h.actor.getSnapshot().context.lastAddedId).toBeNull();
  });

  it('removes an item and persists', () => {
    const h = harness([
      { ...a, quantity: 1 },
      { ...b, quantity: 1 },
    ]);
    h.actor.send({ type: 'cart.remove', id: a.id });
    expect(h.items().map((i) => i.id)).toEqual([b.id]);
    expect(h.effects.persist).toHaveBeenLastCalledWith([{ ...b, quantity: 1 }]);
  });

  it('clears only after confirmation; cancel keeps everything; an empty cart has nothing to clear', () => {
    const h = harness([{ ...a, quantity: 1 }]);
    h.actor.send({ type: 'cart.clear' });
    expect(h.actor.getSnapshot().hasTag('confirmingClear')).toBe(true);
    h.actor.send({ type: 'cart.clear.cancel' });
    expect(h.items()).toHaveLength(1);
    h.actor.send({ type: 'cart.clear' });
    h.actor.send({ type: 'cart.clear.confirm' });
    expect(h.items()).toEqual([]);
    expect(h.effects.persist).toHaveBeenLastCalledWith([]);
    h.actor.send({ type: 'cart.clear' });
    expect(h.actor.getSnapshot().value).toBe('idle');
  });

  it('sums the total and the count', () => {
    const items = [
      { ...a, quantity: 1 },
      { ...b, quantity: 2 },
    ];
    expect(cartTotal(items)).toBe(a.price + 2 * b.price);
    expect(cartCount(items)).toBe(3);
  });

  describe('every path of the model (xstate/graph)', () => {
    const events: CartEvent[] = [
      { type: 'cart.add', item: a },
      { type: 'cart.add', item: b },
      { type: 'cart.remove', id: a.id },
      { type: 'cart.clear' },
      { type: 'cart.clear.confirm' },
      { type: 'cart.clear.cancel' },
    ];
    const paths = getShortestPaths(cartMachine, {
      events,
      input: { items: [] },
      filterEvents: (state, event) => state.can(event),
      serializeState: (state) =>
        JSON.stringify({ v: state.value, ids: state.context.items.map((i) => i.id) }),
    });

    it('reaches every state and every combination of items', () => {
      const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
      expect(reached).toEqual(new Set(['"idle"', '"added"', '"confirmingClear"']));
      const carts = new Set(
        paths.map((p) =>
          p.state.context.items
            .map((i) => i.id)
            .sort()
            .join(','),
        ),
      );
      expect(carts).toEqual(
        new Set(['', String(a.id), String(b.id), [a.id, b.id].sort().join(',')]),
      );
    });

    it('on every path, replaying it keeps the invariants (no duplicates, quantity 1, persisted = shown)', () => {
      expect(paths.length).toBeGreaterThan(8);
      for (const path of paths) {
        const h = harness();
        for (const step of path.steps) h.actor.send(step.event);
        const items = h.items();
        expect(items).toEqual(path.state.context.items);
        expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
        expect(items.every((i) => i.quantity === 1)).toBe(true);
        const persisted = h.effects.persist.mock.calls.at(-1)?.[0] ?? [];
        expect(persisted).toEqual(items);
      }
    });
  });
});

describe('cart storage', () => {
  beforeEach(() => localStorage.clear());
  const item: CartItem = { ...a, quantity: 1 };

  it('round-trips a valid cart and removes the entry when it is empty', () => {
    writeCart([item]);
    expect(readCart()).toEqual([item]);
    writeCart([]);
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"id":1}'],
    ['a wrong shape', '[{"id":"1","title":5}]'],
    ['a remote image', JSON.stringify([{ ...item, image: 'https://evil.example/x.png' }])],
    ['a javascript: image', JSON.stringify([{ ...item, image: 'javascript:alert(1)' }])],
    ['a negative price', JSON.stringify([{ ...item, price: -5 }])],
    ['a zero quantity', JSON.stringify([{ ...item, quantity: 0 }])],
    ['duplicates', JSON.stringify([item, item])],
    ['null', 'null'],
  ])('treats %s as an empty cart and repairs the entry', (_, raw) => {
    localStorage.setItem(STORAGE_KEYS.cart, raw);
    expect(readCart()).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });

  it('validates lists item by item', () => {
    expect(isCartItems([])).toBe(true);
    expect(isCartItems([item, { ...b, quantity: 1 }])).toBe(true);
    expect(isCartItems([item, null])).toBe(false);
  });
});
