import { BRAND } from '../../../config/brand';
import { SampleNotice } from '../../../components/SampleNotice/SampleNotice';
import { Tabs } from '../../../components/Tabs/Tabs';
import { useLoadCurrentUser, useSession } from '../../../shell/session';
import { coursesFor, type CourseTab } from '../courses.machine';
import { STUDENT_COURSES, type StudentCourse } from '../student-courses';
import { COURSE_TABS, TAB_LABELS } from './course-tabs';
import { CoursePanel } from './CoursePanel';
import { CourseStats } from './CourseStats';
import { MemberSidebar } from './MemberSidebar';
import { DeleteAccount } from '../delete-account/DeleteAccount';
import { Head, Layout } from './StudentDashboardPage.styles';
import { useStudentCourses } from './use-student-courses';

const loadSampleCourses = () => Promise.resolve([...STUDENT_COURSES]);

export interface StudentDashboardPageProps {
  /** Where the courses come from (local sample data; stories inject a failure or an endless load). */
  loadCourses?: () => Promise<StudentCourse[]>;
}

/** The student dashboard (/dashboard, /user/dashboard, /portal/dashboard). */
export function StudentDashboardPage({
  loadCourses = loadSampleCourses,
}: StudentDashboardPageProps) {
  useLoadCurrentUser();
  const { user, actor, signingOut } = useSession();
  const [state, send] = useStudentCourses(loadCourses);
  const { courses, tab } = state.context;
  const name = user?.name ?? 'Pelatih';

  return (
    <Layout>
      <title>{`Dashboard | ${BRAND.name}`}</title>
      <meta
        name="description"
        content="Dashboard pelatih: kursus aktif, riwayat kursus dan semua kursus Anda."
      />
      <MemberSidebar
        name={name}
        email={user?.email ?? ''}
        membership={user?.membership}
        signingOut={signingOut}
        onLogout={() => actor.send({ type: 'session.logout' })}
        account={<DeleteAccount />}
      />
      <div>
        <Head>
          <h1>Halo, {name}!</h1>
          <p>Pantau kursus yang sedang berjalan dan riwayat belajar Anda.</p>
          <SampleNotice>
            Kursus dan riwayat pembelian di bawah ini contoh tampilan dasbor, bukan pembelian akun
            Anda.
          </SampleNotice>
        </Head>
        <CourseStats courses={courses} known={state.matches('ready')} />
        <Tabs
          label="Kursus saya"
          value={tab}
          onChange={(id) => send({ type: 'courses.selectTab', tab: id as CourseTab })}
          items={COURSE_TABS.map((id) => ({
            id,
            label: TAB_LABELS[id],
            content: (
              <CoursePanel
                tab={id}
                courses={coursesFor(id, courses)}
                loading={state.hasTag('loading')}
                failed={state.matches('failed')}
                onRetry={() => send({ type: 'courses.retry' })}
              />
            ),
          }))}
        />
      </div>
    </Layout>
  );
}
