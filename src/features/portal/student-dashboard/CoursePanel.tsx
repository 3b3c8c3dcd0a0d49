import { MEMBER_STRINGS } from '../../../config/member-strings';
import { Button } from '../../../components/Button/Button';
import { Spinner } from '../../../components/Spinner/Spinner';
import { StatePanel } from '../../../components/StatePanel/StatePanel';
import type { CourseTab } from '../courses.machine';
import type { StudentCourse } from '../student-courses';
import { CourseCard } from './CourseCard';
import { TAB_LABELS } from './course-tabs';
import { Grid } from './StudentDashboardPage.styles';

const EMPTY: Record<CourseTab, string> = {
  active: 'Belum ada kursus aktif. Jelajahi katalog untuk mulai belajar.',
  history: 'Belum ada kursus yang selesai.',
  all: 'Anda belum membeli kursus.',
};

/** One tab's content: loading, the failure with "Coba lagi", the tab's empty text, or its courses. */
export function CoursePanel({
  tab,
  courses,
  loading,
  failed,
  onRetry,
}: {
  tab: CourseTab;
  /** The tab's courses. */
  courses: StudentCourse[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  if (loading) {
    return (
      <StatePanel aria-busy="true">
        <Spinner label="Memuat data kursus..." />
        <p>Memuat data kursus...</p>
      </StatePanel>
    );
  }
  if (failed) {
    return (
      <StatePanel>
        <p>{MEMBER_STRINGS.courses.loadError}</p>
        <Button $variant="secondary" onClick={onRetry}>
          Coba lagi
        </Button>
      </StatePanel>
    );
  }
  if (courses.length === 0)
    return (
      <StatePanel>
        <p>{EMPTY[tab]}</p>
      </StatePanel>
    );
  return (
    <Grid aria-label={TAB_LABELS[tab]}>
      {courses.map((c) => (
        <CourseCard key={c.id} course={c} />
      ))}
    </Grid>
  );
}
