import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { MENU_HOVER_DELAY_MS, PAGE_TRANSITION_MS } from '../../config/constants';
import { navMenuMachine } from './nav-menu.machine';
import { pageTransitionMachine } from './page-transition.machine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('page transition machine', () => {
  const start = () =>
    createActor(
      pageTransitionMachine.provide({ delays: { transition: PAGE_TRANSITION_MS } }),
    ).start();

  it('shows nothing on the first load', () => {
    const actor = start();
    expect(actor.getSnapshot().hasTag('overlay')).toBe(false);
  });

  it('shows the overlay for exactly 600 ms after a route change', () => {
    const actor = start();
    actor.send({ type: 'route.change' });
    expect(actor.getSnapshot().hasTag('overlay')).toBe(true);
    vi.advanceTimersByTime(PAGE_TRANSITION_MS - 1);
    expect(actor.getSnapshot().hasTag('overlay')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().hasTag('overlay')).toBe(false);
  });

  it('restarts on a change during the overlay, then hides 600 ms after the last change', () => {
    const actor = start();
    actor.send({ type: 'route.change' });
    vi.advanceTimersByTime(400);
    actor.send({ type: 'route.change' });
    vi.advanceTimersByTime(400);
    expect(actor.getSnapshot().hasTag('overlay')).toBe(true);
    vi.advanceTimersByTime(200);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });
});

describe('nav menu machine', () => {
  const start = () =>
    createActor(navMenuMachine.provide({ delays: { hoverDelay: MENU_HOVER_DELAY_MS } })).start();
  const active = (a: ReturnType<typeof start>) =>
    a.getSnapshot().hasTag('open') ? a.getSnapshot().context.active : null;

  it('opens a submenu only after hovering for 200 ms', () => {
    const actor = start();
    actor.send({ type: 'menu.hover', id: 'events' });
    vi.advanceTimersByTime(MENU_HOVER_DELAY_MS - 1);
    expect(active(actor)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(active(actor)).toBe('events');
  });

  it('does not open when the pointer passes by quickly', () => {
    const actor = start();
    actor.send({ type: 'menu.hover', id: 'events' });
    vi.advanceTimersByTime(100);
    actor.send({ type: 'menu.leave' });
    vi.advanceTimersByTime(1000);
    expect(active(actor)).toBeNull();
  });

  it('restarts the delay when the pointer moves to another item before it opens', () => {
    const actor = start();
    actor.send({ type: 'menu.hover', id: 'events' });
    vi.advanceTimersByTime(150);
    actor.send({ type: 'menu.hover', id: 'about' });
    vi.advanceTimersByTime(150);
    expect(active(actor)).toBeNull();
    vi.advanceTimersByTime(50);
    expect(active(actor)).toBe('about');
  });

  it('stays open while the pointer travels into the submenu, and closes 200 ms after leaving', () => {
    const actor = start();
    actor.send({ type: 'menu.open', id: 'events' });
    actor.send({ type: 'menu.leave' });
    vi.advanceTimersByTime(150);
    actor.send({ type: 'menu.hover', id: 'events' });
    vi.advanceTimersByTime(1000);
    expect(active(actor)).toBe('events');
    actor.send({ type: 'menu.leave' });
    vi.advanceTimersByTime(MENU_HOVER_DELAY_MS);
    expect(active(actor)).toBeNull();
  });

  it('switches at once to another item while one is open', () => {
    const actor = start();
    actor.send({ type: 'menu.open', id: 'events' });
    actor.send({ type: 'menu.hover', id: 'about' });
    expect(active(actor)).toBe('about');
  });

  it('toggles by keyboard or click without delay, and closes on menu.close', () => {
    const actor = start();
    actor.send({ type: 'menu.toggle', id: 'freekick' });
    expect(active(actor)).toBe('freekick');
    actor.send({ type: 'menu.toggle', id: 'events' });
    expect(active(actor)).toBe('events');
    actor.send({ type: 'menu.toggle', id: 'events' });
    expect(active(actor)).toBeNull();
    actor.send({ type: 'menu.open', id: 'about' });
    actor.send({ type: 'menu.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ active: null, pending: null, pinned: false });
  });

  it('a click on the button of a hover-opened submenu keeps it open; the next click closes it', () => {
    const actor = start();
    actor.send({ type: 'menu.hover', id: 'events' });
    vi.advanceTimersByTime(MENU_HOVER_DELAY_MS);
    actor.send({ type: 'menu.toggle', id: 'events' });
    expect(active(actor)).toBe('events');
    actor.send({ type: 'menu.leave' });
    actor.send({ type: 'menu.hover', id: 'events' });
    actor.send({ type: 'menu.toggle', id: 'events' });
    expect(active(actor)).toBeNull();
  });

  it('moving from one open submenu onto another button and clicking it opens that one', () => {
    const actor = start();
    actor.send({ type: 'menu.toggle', id: 'area' });
    actor.send({ type: 'menu.leave' });
    actor.send({ type: 'menu.hover', id: 'freekick' });
    actor.send({ type: 'menu.toggle', id: 'freekick' });
    expect(active(actor)).toBe('freekick');
  });
});
