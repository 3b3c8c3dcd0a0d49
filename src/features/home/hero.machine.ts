import { assign, setup } from 'xstate';

export type HeroEvent = { type: 'hero.enter' } | { type: 'hero.leave' } | { type: 'hero.toggle' };

/**
 * The home hero reveal: hovering (or focusing) shows the overlay
 * text; a click pins it or unpins it. The Free Kick link shows only while pinned
 * (tag `linkVisible`); the overlay shows while hovered or pinned (tag `overlay`).
 */
export const heroMachine = setup({
  types: {
    context: {} as { pointerInside: boolean },
    events: {} as HeroEvent,
  },
  guards: {
    pointerInside: ({ context }) => context.pointerInside,
  },
}).createMachine({
  id: 'hero',
  context: { pointerInside: false },
  initial: 'idle',
  on: {
    'hero.enter': { actions: assign({ pointerInside: true }) },
    'hero.leave': { actions: assign({ pointerInside: false }) },
  },
  states: {
    idle: {
      on: {
        'hero.enter': { target: 'revealed', actions: assign({ pointerInside: true }) },
        'hero.toggle': 'pinned',
      },
    },
    revealed: {
      tags: ['overlay'],
      on: {
        'hero.leave': { target: 'idle', actions: assign({ pointerInside: false }) },
        'hero.toggle': 'pinned',
      },
    },
    pinned: {
      tags: ['overlay', 'linkVisible'],
      on: {
        'hero.toggle': [{ guard: 'pointerInside', target: 'revealed' }, { target: 'idle' }],
      },
    },
  },
});
