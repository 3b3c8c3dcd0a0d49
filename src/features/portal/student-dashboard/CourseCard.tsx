import { Link } from 'react-router-dom';
import { Badge } from '../../../components/Badge/Badge';
import { formatDateID, formatIDR } from '../../../lib/format';
import type { StudentCourse } from '../student-courses';
import { CardFoot, CardTop, CourseItem } from './StudentDashboardPage.styles';

/** One bought course: type, status, schedule, place, trainer, purchase date, price, modules. */
export function CourseCard({ course }: { course: StudentCourse }) {
  const active = course.status === 'active';
  return (
    <CourseItem aria-labelledby={`course-${course.id}`}>
      <CardTop>
        <Badge $tone="neutral">{course.courseType}</Badge>
        <Badge $tone={active ? 'success' : 'neutral'}>{active ? 'Aktif' : 'Selesai'}</Badge>
      </CardTop>
      <h3 id={`course-${course.id}`}>{course.courseName}</h3>
      <dl>
        <dt>Jadwal</dt>
        <dd>
          <time dateTime={course.courseDate}>{formatDateID(course.courseDate)}</time>,{' '}
          {course.courseTime}
        </dd>
        <dt>Lokasi</dt>
        <dd>{course.courseLocation}</dd>
        <dt>Pelatih</dt>
        <dd>{course.trainerName}</dd>
        <dt>Dibeli</dt>
        <dd>
          <time dateTime={course.purchaseDate}>{formatDateID(course.purchaseDate)}</time>
        </dd>
      </dl>
      <CardFoot>
        <strong aria-label={`Total harga ${formatIDR(course.totalPrice)}`}>
          {formatIDR(course.totalPrice)}
        </strong>
        <Link to={course.modulesLink} aria-label={`Modul ${course.courseName}`}>
          Buka modul
        </Link>
      </CardFoot>
    </CourseItem>
  );
}
