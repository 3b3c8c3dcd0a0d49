import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { heroMachine, type HeroEvent } from './hero.machine';

const view = (a: ReturnType<typeof createActor<typeof heroMachine>>) => ({
  overlay: a.getSnapshot().hasTag('overlay'),
  link: a.getSnapshot().hasTag('linkVisible'),
});

describe('hero machine', () => {
  it('shows nothing at first', () => {
    const a = createActor(heroMachine).start();
    expect(view(a)).toEqual({ overlay: false, link: false });
  });

  it('hover shows the overlay text without the link; leaving hides it', () => {
    const a = createActor(heroMachine).start();
    a.send({ type: 'hero.enter' });
    expect(view(a)).toEqual({ overlay: true, link: false });
    a.send({ type: 'hero.leave' });
    expect(view(a)).toEqual({ overlay: false, link: false });
  });

  it('a click pins it with the link; it stays after the pointer leaves; a second click unpins', () => {
    const a = createActor(heroMachine).start();
    a.send({ type: 'hero.enter' });
    a.send({ type: 'hero.toggle' });
    expect(view(a)).toEqual({ overlay: true, link: true });
    a.send({ type: 'hero.leave' });
    expect(view(a)).toEqual({ overlay: true, link: true });
    a.send({ type: 'hero.toggle' });
    expect(view(a)).toEqual({ overlay: false, link: false });
  });

  it('unpinning while the pointer is still over it keeps the hover overlay', () => {
    const a = createActor(heroMachine).start();
    a.send({ type: 'hero.enter' });
    a.send({ type: 'hero.toggle' });
    a.send({ type: 'hero.toggle' });
    expect(view(a)).toEqual({ overlay: true, link: false });
  });

  it('the link is visible in exactly the pinned state, on every shortest path', () => {
    const events: HeroEvent[] = [
      { type: 'hero.enter' },
      { type: 'hero.leave' },
      { type: 'hero.toggle' },
    ];
    const paths = getShortestPaths(heroMachine, { events });
    expect(new Set(paths.map((p) => p.state.value))).toEqual(
      new Set(['idle', 'revealed', 'pinned']),
    );
    for (const p of paths) {
      expect(p.state.hasTag('linkVisible')).toBe(p.state.value === 'pinned');
      expect(p.state.hasTag('overlay')).toBe(p.state.value !== 'idle');
    }
  });
});
