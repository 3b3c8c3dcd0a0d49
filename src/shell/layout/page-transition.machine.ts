import { setup } from 'xstate';

/**
 * The page transition overlay: hidden on the first load; every
 * route change after that shows it for PAGE_TRANSITION_MS. A change during the
 * overlay restarts the timer, so it never stays longer than one delay after the last change.
 */
export const pageTransitionMachine = setup({
  types: {
    events: {} as { type: 'route.change' },
  },
  delays: {
    transition: 600,
  },
}).createMachine({
  id: 'pageTransition',
  initial: 'idle',
  states: {
    idle: {
      on: { 'route.change': 'transitioning' },
    },
    transitioning: {
      tags: ['overlay'],
      after: { transition: 'idle' },
      on: { 'route.change': { target: 'transitioning', reenter: true } },
    },
  },
});
