import { assign, fromPromise, setup } from 'xstate';
import { STUDENT_COURSES_LOAD_MS } from '../../config/constants';
import type { StudentCourse } from './student-courses';

export type CourseTab = 'active' | 'history' | 'all';

export interface CoursesContext {
  courses: StudentCourse[];
  tab: CourseTab;
}

export type CoursesEvent =
  { type: 'courses.selectTab'; tab: CourseTab } | { type: 'courses.retry' };

/** Which courses a tab shows: a course appears on its matching tab and on the all tab. */
export function coursesFor(tab: CourseTab, courses: readonly StudentCourse[]): StudentCourse[] {
  if (tab === 'all') return [...courses];
  const status = tab === 'active' ? 'active' : 'completed';
  return courses.filter((c) => c.status === status);
}

/**
 * The student's courses: a simulated load (1000 ms, the named delay
 * `coursesLoad`), then ready, or failed with the toast 'Error memuat data kursus'.
 */
export const coursesMachine = setup({
  types: {
    context: {} as CoursesContext,
    events: {} as CoursesEvent,
  },
  delays: {
    coursesLoad: STUDENT_COURSES_LOAD_MS,
  },
  actions: {
    showLoadError: () => {},
  },
  actors: {
    loadCourses: fromPromise<StudentCourse[]>(() => Promise.resolve([])),
  },
}).createMachine({
  id: 'studentCourses',
  context: { courses: [], tab: 'active' },
  initial: 'loading',
  on: {
    'courses.selectTab': { actions: assign({ tab: ({ event }) => event.tab }) },
  },
  states: {
    loading: {
      tags: ['loading'],
      initial: 'waiting',
      states: {
        waiting: { after: { coursesLoad: 'fetching' } },
        fetching: {
          invoke: {
            src: 'loadCourses',
            onDone: {
              target: '#studentCourses.ready',
              actions: assign({ courses: ({ event }) => event.output }),
            },
            onError: { target: '#studentCourses.failed', actions: 'showLoadError' },
          },
        },
      },
    },
    ready: {},
    failed: {
      on: { 'courses.retry': 'loading' },
    },
  },
});
