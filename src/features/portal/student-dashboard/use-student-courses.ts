import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { STUDENT_COURSES_LOAD_MS } from '../../../config/constants';
import { MEMBER_STRINGS } from '../../../config/member-strings';
import { useToast } from '../../../components/Toast/Toast';
import { coursesMachine } from '../courses.machine';
import type { StudentCourse } from '../student-courses';

/** The courses machine wired to a course source (after the simulated load) and the toasts. */
export function useStudentCourses(loadCourses: () => Promise<StudentCourse[]>) {
  const { toast } = useToast();
  return useMachine(
    coursesMachine.provide({
      delays: { coursesLoad: STUDENT_COURSES_LOAD_MS },
      actors: { loadCourses: fromPromise(() => loadCourses()) },
      actions: {
        showLoadError: () =>
          toast({ title: MEMBER_STRINGS.courses.loadError, variant: 'destructive' }),
      },
    }),
  );
}
