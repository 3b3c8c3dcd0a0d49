import { MEMBER_STRINGS } from '../../../config/member-strings';
import { formatIDR } from '../../../lib/format';
import { coursesFor } from '../courses.machine';
import type { StudentCourse } from '../student-courses';
import { Stats } from './StudentDashboardPage.styles';

/** Active courses, completed courses and the total spent; a dash until the courses are known. */
export function CourseStats({ courses, known }: { courses: StudentCourse[]; known: boolean }) {
  const activeCount = coursesFor('active', courses).length;
  const doneCount = coursesFor('history', courses).length;
  const spent = courses.reduce((sum, c) => sum + c.totalPrice, 0);
  return (
    <Stats aria-label="Ringkasan kursus">
      <li>
        <strong>{known ? activeCount : '–'}</strong>
        <span>{MEMBER_STRINGS.courses.active}</span>
      </li>
      <li>
        <strong>{known ? doneCount : '–'}</strong>
        <span>Kursus selesai</span>
      </li>
      <li>
        <strong>{known ? formatIDR(spent) : '–'}</strong>
        <span>Total investasi belajar</span>
      </li>
    </Stats>
  );
}
