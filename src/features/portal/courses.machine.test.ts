import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { coursesFor, coursesMachine } from './courses.machine';
import { STUDENT_COURSES } from './student-courses';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function harness(
  load: () => Promise<typeof STUDENT_COURSES extends readonly (infer T)[] ? T[] : never>,
) {
  const toasts = vi.fn();
  const actor = createActor(
    coursesMachine.provide({
      actions: { showLoadError: toasts },
      actors: { loadCourses: fromPromise(load) },
      delays: { coursesLoad: 1000 },
    }),
  ).start();
  return { actor, toasts };
}

describe('student courses', () => {
  it('shows each course on its matching tab and on the all tab', () => {
    const active = coursesFor('active', STUDENT_COURSES);
    const history = coursesFor('history', STUDENT_COURSES);
    expect(active.every((c) => c.status === 'active')).toBe(true);
    expect(history.every((c) => c.status === 'completed')).toBe(true);
    expect(active.length + history.length).toBe(STUDENT_COURSES.length);
    expect(coursesFor('all', STUDENT_COURSES)).toEqual([...STUDENT_COURSES]);
  });

  it('stays loading for 1000 ms, then shows the courses', async () => {
    const h = harness(() => Promise.resolve([...STUDENT_COURSES]));
    await vi.advanceTimersByTimeAsync(999);
    expect(h.actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await waitFor(h.actor, (s) => s.matches('ready'));
    expect(h.actor.getSnapshot().context.courses).toHaveLength(STUDENT_COURSES.length);
  });

  it('toasts on failure and loads again on retry', async () => {
    let fail = true;
    const h = harness(() =>
      fail ? Promise.reject(new Error('x')) : Promise.resolve([...STUDENT_COURSES]),
    );
    await vi.advanceTimersByTimeAsync(1000);
    await waitFor(h.actor, (s) => s.matches('failed'));
    expect(h.toasts).toHaveBeenCalledTimes(1);
    fail = false;
    h.actor.send({ type: 'courses.retry' });
    expect(h.actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    await waitFor(h.actor, (s) => s.matches('ready'));
  });

  it('remembers the selected tab in every state', () => {
    const h = harness(() => Promise.resolve([]));
    h.actor.send({ type: 'courses.selectTab', tab: 'history' });
    expect(h.actor.getSnapshot().context.tab).toBe('history');
  });
});
