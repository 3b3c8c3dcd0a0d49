import { assign, setup } from 'xstate';
import { CART_ADDED_FEEDBACK_MS } from '../../config/constants';

/**
 * What the cart keeps of a course: the catalogue's fields, declared here so that the cart does
 * not depend on the catalogue that uses it. Its level is any text: a stored cart is read back as
 * it was written.
 */
export interface CartProduct {
  id: number;
  title: string;
  description: string;
  /** In rupiah (IDR). */
  price: number;
  duration: string;
  lessons: number;
  level: string;
  rating: number;
  students: number;
  image: string;
}

/** A course in the cart, with how many of it. */
export interface CartItem extends CartProduct {
  quantity: number;
}

export interface CartContext {
  items: CartItem[];
  /** The item added last, for the "added" feedback. */
  lastAddedId: number | null;
}

export type CartEvent =
  | { type: 'cart.add'; item: CartProduct }
  | { type: 'cart.remove'; id: number }
  | { type: 'cart.clear' }
  | { type: 'cart.clear.confirm' }
  | { type: 'cart.clear.cancel' };

export const cartTotal = (items: readonly CartItem[]): number =>
  items.reduce((sum, i) => sum + i.price * i.quantity, 0);
export const cartCount = (items: readonly CartItem[]): number =>
  items.reduce((sum, i) => sum + i.quantity, 0);

/**
 * The cart: adding an item already present is refused with a
 * warning, otherwise it is added with quantity 1; items can be removed and the
 * cart cleared (after a confirmation). Every change is persisted.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as { items: CartItem[] },
  },
  delays: { addedFeedback: CART_ADDED_FEEDBACK_MS },
  guards: {
    alreadyInCart: ({ context, event }) =>
      event.type === 'cart.add' && context.items.some((i) => i.id === event.item.id),
    hasItems: ({ context }) => context.items.length > 0,
  },
  actions: {
    persist: (_, _params: { items: CartItem[] }) => {},
    warnDuplicate: (_, _params: { title: string }) => {},
    notifyAdded: (_, _params: { title: string }) => {},
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({ items: input.items, lastAddedId: null }),
  initial: 'idle',
  on: {
    'cart.add': [
      {
        guard: 'alreadyInCart',
        actions: { type: 'warnDuplicate', params: ({ event }) => ({ title: event.item.title }) },
      },
      {
        target: '.added',
        reenter: true,
        actions: [
          assign(({ context, event }) => ({
            items: [...context.items, { ...event.item, quantity: 1 }],
            lastAddedId: event.item.id,
          })),
          { type: 'persist', params: ({ context }) => ({ items: context.items }) },
          { type: 'notifyAdded', params: ({ event }) => ({ title: event.item.title }) },
        ],
      },
    ],
    'cart.remove': {
      target: '.idle',
      actions: [
        assign(({ context, event }) => ({
          items: context.items.filter((i) => i.id !== event.id),
          lastAddedId: context.lastAddedId === event.id ? null : context.lastAddedId,
        })),
        { type: 'persist', params: ({ context }) => ({ items: context.items }) },
      ],
    },
  },
  states: {
    idle: {
      on: { 'cart.clear': { guard: 'hasItems', target: 'confirmingClear' } },
    },
    added: {
      tags: ['justAdded'],
      after: { addedFeedback: { target: 'idle', actions: assign({ lastAddedId: null }) } },
      on: { 'cart.clear': { guard: 'hasItems', target: 'confirmingClear' } },
    },
    confirmingClear: {
      tags: ['confirmingClear'],
      on: {
        'cart.clear.confirm': {
          target: 'idle',
          actions: [
            assign({ items: [], lastAddedId: null }),
            { type: 'persist', params: () => ({ items: [] }) },
          ],
        },
        'cart.clear.cancel': 'idle',
      },
    },
  },
});
