import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { EVENT_DETAIL_LOAD_MS } from '../../config/constants';
import { eventDetailMachine, ShareFailure, type ShareOutcome } from './event-detail.machine';
import { shareOrCopy } from './share';

/** A mocked action effect: takes the action's params, returns nothing. */
type Effect = (params?: unknown) => void;

function harness(
  eventId: string,
  share: () => Promise<ShareOutcome> = () => Promise.resolve('shared'),
) {
  const effects = {
    goToCheckout: vi.fn<Effect>(),
    notifyShare: vi.fn<Effect>(),
    notifyShareFailure: vi.fn<Effect>(),
  };
  const actor = createActor(
    eventDetailMachine.provide({
      actions: {
        goToCheckout: (_, p) => effects.goToCheckout(p),
        notifyShare: (_, p) => effects.notifyShare(p),
        notifyShareFailure: (_, p) => effects.notifyShareFailure(p),
      },
      actors: { shareLink: fromPromise(() => share()) },
    }),
    { input: { eventId } },
  ).start();
  return { actor, effects };
}

describe('event detail machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the loading state for 500 ms, then the event', () => {
    const { actor } = harness('3');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    vi.advanceTimersByTime(EVENT_DETAIL_LOAD_MS - 1);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.event?.title).toBe(
      'Coaching Clinic: Pressing Tinggi dan Transisi',
    );
  });

  it('ends in notFound for an unknown or malformed id', () => {
    for (const id of ['999', 'abc', '1.5']) {
      const { actor } = harness(id);
      vi.advanceTimersByTime(EVENT_DETAIL_LOAD_MS);
      expect(actor.getSnapshot().value).toBe('notFound');
    }
  });

  it('keeps the quantity between 1 and 10', () => {
    const { actor } = harness('1');
    vi.advanceTimersByTime(EVENT_DETAIL_LOAD_MS);
    actor.send({ type: 'quantity.decrement' });
    expect(actor.getSnapshot().context.quantity).toBe(1);
    for (let i = 0; i < 15; i++) actor.send({ type: 'quantity.increment' });
    expect(actor.getSnapshot().context.quantity).toBe(10);
    actor.send({ type: 'quantity.set', value: 0 });
    expect(actor.getSnapshot().context.quantity).toBe(1);
    actor.send({ type: 'quantity.set', value: 42 });
    expect(actor.getSnapshot().context.quantity).toBe(10);
    actor.send({ type: 'quantity.set', value: Number.NaN });
    expect(actor.getSnapshot().context.quantity).toBe(1);
    actor.send({ type: 'quantity.set', value: 4.7 });
    expect(actor.getSnapshot().context.quantity).toBe(4);
  });

  it('refuses checkout without a ticket, then proceeds with one', () => {
    const { actor, effects } = harness('1');
    vi.advanceTimersByTime(EVENT_DETAIL_LOAD_MS);
    actor.send({ type: 'checkout.proceed' });
    expect(actor.getSnapshot().context.error).toBe('Please select a ticket type to continue.');
    expect(effects.goToCheckout).not.toHaveBeenCalled();
    actor.send({ type: 'ticket.select', ticketType: 'Tiket Palsu' });
    expect(actor.getSnapshot().context.ticketType).toBeNull();
    actor.send({ type: 'ticket.select', ticketType: 'Paket Mitra Utama' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'quantity.increment' });
    actor.send({ type: 'checkout.proceed' });
    expect(effects.goToCheckout).toHaveBeenCalledWith({
      eventId: 1,
      ticketType: 'Paket Mitra Utama',
      quantity: 2,
    });
  });

  it('reports share outcomes and failures', async () => {
    vi.useRealTimers();
    const ok = harness('2', () => Promise.resolve('copied'));
    await new Promise((r) => setTimeout(r, EVENT_DETAIL_LOAD_MS + 20));
    ok.actor.send({ type: 'event.share' });
    expect(ok.actor.getSnapshot().hasTag('sharing')).toBe(true);
    await vi.waitFor(() =>
      expect(ok.effects.notifyShare).toHaveBeenCalledWith({ outcome: 'copied' }),
    );

    const bad = harness('2', () => Promise.reject(new ShareFailure('copy')));
    await new Promise((r) => setTimeout(r, EVENT_DETAIL_LOAD_MS + 20));
    bad.actor.send({ type: 'event.share' });
    await vi.waitFor(() =>
      expect(bad.effects.notifyShareFailure).toHaveBeenCalledWith({ kind: 'copy' }),
    );
    expect(bad.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });
});

describe('shareOrCopy', () => {
  const data = { title: 'T', text: 'x', url: 'https://apifutsal.id/events/webinars/1' };

  it('uses the Web Share API when there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    await expect(shareOrCopy({ share }, data)).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
  });

  it('treats a dismissed share sheet as cancelled and other errors as "Sharing failed"', async () => {
    await expect(
      shareOrCopy({ share: () => Promise.reject(new DOMException('x', 'AbortError')) }, data),
    ).resolves.toBe('cancelled');
    await expect(
      shareOrCopy({ share: () => Promise.reject(new Error('no')) }, data),
    ).rejects.toMatchObject({ kind: 'share', message: 'Sharing failed' });
  });

  it('falls back to copying the link, and reports "Copy failed"', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    await expect(shareOrCopy({ writeText }, data)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
    await expect(
      shareOrCopy({ writeText: () => Promise.reject(new Error('denied')) }, data),
    ).rejects.toMatchObject({ kind: 'copy' });
    await expect(shareOrCopy({}, data)).rejects.toMatchObject({ message: 'Copy failed' });
  });
});
