import { assign, setup } from 'xstate';

export type NavMenuEvent =
  | { type: 'menu.hover'; id: string }
  | { type: 'menu.leave' }
  | { type: 'menu.toggle'; id: string }
  | { type: 'menu.open'; id: string }
  | { type: 'menu.close' };

/**
 * The desktop submenus: hovering an item opens its submenu after
 * MENU_HOVER_DELAY_MS; leaving closes it after the same delay (so the pointer
 * can travel into the submenu). Keyboard and clicks open and close at once.
 * One submenu is open at a time. A click on the button of a submenu that hover
 * opened keeps it open (so moving in and clicking never closes what just opened);
 * the next click closes it. Everything closes on `menu.close` (route change, Escape).
 */
export const navMenuMachine = setup({
  types: {
    context: {} as { active: string | null; pending: string | null; pinned: boolean },
    events: {} as NavMenuEvent,
  },
  delays: {
    hoverDelay: 200,
  },
  actions: {
    setPending: assign({ pending: (_, { id }: { id: string }) => id }),
    /** Opened by hover: a click on its button then keeps it open (pins) rather than closing it. */
    activate: assign({ active: (_, { id }: { id: string }) => id, pending: null, pinned: false }),
    /** Opened by keyboard or click: the next toggle closes it. */
    activatePinned: assign({
      active: (_, { id }: { id: string }) => id,
      pending: null,
      pinned: true,
    }),
    activatePending: assign({
      active: ({ context }) => context.pending,
      pending: null,
      pinned: false,
    }),
    pin: assign({ pinned: true }),
    clear: assign({ active: null, pending: null, pinned: false }),
  },
  guards: {
    isActivePinned: ({ context }, { id }: { id: string }) =>
      context.active === id && context.pinned,
    isActive: ({ context }, { id }: { id: string }) => context.active === id,
    isOther: ({ context }, { id }: { id: string }) => context.active !== id,
  },
}).createMachine({
  id: 'navMenu',
  context: { active: null, pending: null, pinned: false },
  initial: 'closed',
  on: {
    'menu.close': { target: '.closed', actions: 'clear' },
    'menu.open': {
      target: '.open',
      actions: { type: 'activatePinned', params: ({ event }) => ({ id: event.id }) },
    },
  },
  states: {
    closed: {
      on: {
        'menu.hover': {
          target: 'opening',
          actions: { type: 'setPending', params: ({ event }) => ({ id: event.id }) },
        },
        'menu.toggle': {
          target: 'open',
          actions: { type: 'activatePinned', params: ({ event }) => ({ id: event.id }) },
        },
      },
    },
    opening: {
      after: { hoverDelay: { target: 'open', actions: 'activatePending' } },
      on: {
        'menu.hover': {
          target: 'opening',
          reenter: true,
          actions: { type: 'setPending', params: ({ event }) => ({ id: event.id }) },
        },
        'menu.leave': { target: 'closed', actions: 'clear' },
        'menu.toggle': {
          target: 'open',
          actions: { type: 'activatePinned', params: ({ event }) => ({ id: event.id }) },
        },
      },
    },
    open: {
      tags: ['open'],
      on: {
        'menu.hover': {
          guard: { type: 'isOther', params: ({ event }) => ({ id: event.id }) },
          actions: { type: 'activate', params: ({ event }) => ({ id: event.id }) },
        },
        'menu.leave': 'closing',
        'menu.toggle': [
          {
            guard: { type: 'isActivePinned', params: ({ event }) => ({ id: event.id }) },
            target: 'closed',
            actions: 'clear',
          },
          {
            guard: { type: 'isActive', params: ({ event }) => ({ id: event.id }) },
            actions: 'pin',
          },
          { actions: { type: 'activatePinned', params: ({ event }) => ({ id: event.id }) } },
        ],
      },
    },
    closing: {
      tags: ['open'],
      after: { hoverDelay: { target: 'closed', actions: 'clear' } },
      on: {
        'menu.hover': [
          {
            guard: { type: 'isActive', params: ({ event }) => ({ id: event.id }) },
            target: 'open',
          },
          {
            target: 'open',
            actions: { type: 'activate', params: ({ event }) => ({ id: event.id }) },
          },
        ],
        'menu.toggle': [
          {
            guard: { type: 'isActivePinned', params: ({ event }) => ({ id: event.id }) },
            target: 'closed',
            actions: 'clear',
          },
          {
            target: 'open',
            actions: { type: 'activatePinned', params: ({ event }) => ({ id: event.id }) },
          },
        ],
      },
    },
  },
});
