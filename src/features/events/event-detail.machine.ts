import { assign, fromPromise, setup } from 'xstate';
import { EVENT_DETAIL_LOAD_MS, TICKET_QUANTITY } from '../../config/constants';
import { DISCOVER_STRINGS } from '../../config/strings';
import { findEvent, type EventItem } from './events-data';

/** What a share attempt ended with; failures throw a ShareFailure instead. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled';
export class ShareFailure extends Error {
  constructor(readonly kind: 'share' | 'copy') {
    super(kind === 'share' ? 'Sharing failed' : 'Copy failed');
  }
}

export interface EventDetailContext {
  eventId: string;
  event: EventItem | null;
  ticketType: string | null;
  quantity: number;
  /** The validation message shown next to the checkout button. */
  error: string | null;
}

export type EventDetailEvent =
  | { type: 'ticket.select'; ticketType: string }
  | { type: 'quantity.increment' }
  | { type: 'quantity.decrement' }
  | { type: 'quantity.set'; value: number }
  | { type: 'checkout.proceed' }
  | { type: 'event.share' };

export const clampQuantity = (n: number): number =>
  Number.isFinite(n)
    ? Math.min(TICKET_QUANTITY.max, Math.max(TICKET_QUANTITY.min, Math.trunc(n)))
    : TICKET_QUANTITY.min;

/**
 * Event detail: a simulated 500 ms load, then the event or
 * "not found"; ticket type and quantity 1..10; checkout needs a ticket; share
 * with the Web Share API or a copied link.
 */
export const eventDetailMachine = setup({
  types: {
    context: {} as EventDetailContext,
    events: {} as EventDetailEvent,
    input: {} as { eventId: string },
  },
  delays: { loadDelay: EVENT_DETAIL_LOAD_MS },
  guards: {
    eventExists: ({ context }) => findEvent(context.eventId) !== undefined,
    hasTicket: ({ context }) => context.ticketType !== null,
    isKnownTicket: ({ context }, params: { ticketType: string }) =>
      context.event?.tickets.some((t) => t.type === params.ticketType) ?? false,
  },
  actions: {
    goToCheckout: (_, _params: { eventId: number; ticketType: string; quantity: number }) => {},
    notifyShare: (_, _params: { outcome: ShareOutcome }) => {},
    notifyShareFailure: (_, _params: { kind: 'share' | 'copy' }) => {},
  },
  actors: {
    shareLink: fromPromise<ShareOutcome, { title: string; text: string }>(() =>
      Promise.reject(new Error('shareLink not provided')),
    ),
  },
}).createMachine({
  id: 'eventDetail',
  context: ({ input }) => ({
    eventId: input.eventId,
    event: null,
    ticketType: null,
    quantity: TICKET_QUANTITY.min,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      after: {
        loadDelay: [
          {
            guard: 'eventExists',
            target: 'ready',
            actions: assign({ event: ({ context }) => findEvent(context.eventId) ?? null }),
          },
          { target: 'notFound' },
        ],
      },
    },
    notFound: { type: 'final' },
    ready: {
      initial: 'idle',
      on: {
        'ticket.select': {
          guard: {
            type: 'isKnownTicket',
            params: ({ event }) => ({ ticketType: event.ticketType }),
          },
          actions: assign({ ticketType: ({ event }) => event.ticketType, error: null }),
        },
        'quantity.increment': {
          actions: assign({ quantity: ({ context }) => clampQuantity(context.quantity + 1) }),
        },
        'quantity.decrement': {
          actions: assign({ quantity: ({ context }) => clampQuantity(context.quantity - 1) }),
        },
        'quantity.set': {
          actions: assign({ quantity: ({ event }) => clampQuantity(event.value) }),
        },
        'checkout.proceed': [
          {
            guard: 'hasTicket',
            actions: {
              type: 'goToCheckout',
              params: ({ context }) => ({
                eventId: context.event?.id ?? Number(context.eventId),
                ticketType: context.ticketType ?? '',
                quantity: context.quantity,
              }),
            },
          },
          { actions: assign({ error: DISCOVER_STRINGS.selectTicket }) },
        ],
      },
      states: {
        idle: { on: { 'event.share': 'sharing' } },
        sharing: {
          tags: ['sharing'],
          invoke: {
            src: 'shareLink',
            input: ({ context }) => ({
              title: context.event?.title ?? '',
              text: context.event?.description ?? '',
            }),
            onDone: {
              target: 'idle',
              actions: { type: 'notifyShare', params: ({ event }) => ({ outcome: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'notifyShareFailure',
                params: ({ event }) => ({
                  kind: event.error instanceof ShareFailure ? event.error.kind : 'share',
                }),
              },
            },
          },
        },
      },
    },
  },
});
