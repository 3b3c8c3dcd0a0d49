import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { BRAND } from '../../config/brand';
import { STUDENT_COURSES_LOAD_MS } from '../../config/constants';
import { MEMBER_STRINGS } from '../../config/member-strings';
import { ROUTES } from '../../config/routes';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { Spinner } from '../../components/Spinner/Spinner';
import { Tabs } from '../../components/Tabs/Tabs';
import { useToast } from '../../components/Toast/Toast';
import { media } from '../../theme/tokens';
import { formatDateID, formatIDR } from '../../lib/format';
import { useLoadCurrentUser, useSession } from '../session';
import { coursesFor, coursesMachine, type CourseTab } from './courses.machine';
import { STUDENT_COURSES, type StudentCourse } from './student-courses';
import { StatePanel } from '../../components/StatePanel/StatePanel';

const Layout = styled.main`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]}
    ${({ theme }) => theme.space[16]};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  > * {
    min-width: 0;
  }
  ${media.lg} {
    grid-template-columns: 16rem minmax(0, 1fr);
    align-items: start;
  }
`;
const Side = styled.aside`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space[5]};
  ${media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);
  }
`;
const Profile = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding-bottom: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const Avatar = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.onAccent};
  font-weight: 800;
`;
const Nav = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
    overflow-x: auto;
    ${media.lg} {
      flex-direction: column;
    }
  }
  a,
  button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 2.5rem;
    padding: 0 ${({ theme }) => theme.space[3]};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.md};
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.color.surfaceAlt};
    }
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.surfaceAlt};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.primary};
  }
`;
const Head = styled.header`
  h1 {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
    margin-bottom: 0.25rem;
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
    margin: 0;
  }
`;
const Stats = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space[6]} 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  li {
    padding: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    font-family: ${({ theme }) => theme.font.heading};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;
const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
`;
const CourseCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.25rem ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;
const CardTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  justify-content: space-between;
`;
const CardFoot = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  strong {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  a {
    font-weight: 700;
  }
`;

const TAB_LABELS: Record<CourseTab, string> = {
  active: MEMBER_STRINGS.courses.active,
  history: MEMBER_STRINGS.courses.history,
  all: MEMBER_STRINGS.courses.all,
};
const EMPTY: Record<CourseTab, string> = {
  active: 'Belum ada kursus aktif. Jelajahi katalog untuk mulai belajar.',
  history: 'Belum ada kursus yang selesai.',
  all: 'Anda belum membeli kursus.',
};

/** The sidebar: profile, payment history, notifications, settings and logout. */
const SIDEBAR: { label: string; to: string }[] = [
  { label: 'Kursus Saya', to: ROUTES.dashboard },
  { label: 'Profil', to: ROUTES.underConstruction },
  { label: 'Riwayat Pembayaran', to: ROUTES.underConstruction },
  { label: 'Notifikasi', to: ROUTES.underConstruction },
  { label: 'Pengaturan', to: ROUTES.underConstruction },
];

const loadSampleCourses = () => Promise.resolve([...STUDENT_COURSES]);

function Course({ course }: { course: StudentCourse }) {
  const active = course.status === 'active';
  return (
    <CourseCard aria-labelledby={`course-${course.id}`}>
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
    </CourseCard>
  );
}

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
  const { toast } = useToast();
  const [state, send] = useMachine(
    coursesMachine.provide({
      delays: { coursesLoad: STUDENT_COURSES_LOAD_MS },
      actors: { loadCourses: fromPromise(() => loadCourses()) },
      actions: {
        showLoadError: () =>
          toast({ title: MEMBER_STRINGS.courses.loadError, variant: 'destructive' }),
      },
    }),
  );
  const { courses, tab } = state.context;
  const name = user?.name ?? 'Pelatih';
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

  const panel = (id: CourseTab) => {
    if (state.hasTag('loading')) {
      return (
        <StatePanel aria-busy="true">
          <Spinner label="Memuat data kursus..." />
          <p>Memuat data kursus...</p>
        </StatePanel>
      );
    }
    if (state.matches('failed')) {
      return (
        <StatePanel>
          <p>{MEMBER_STRINGS.courses.loadError}</p>
          <Button $variant="secondary" onClick={() => send({ type: 'courses.retry' })}>
            Coba lagi
          </Button>
        </StatePanel>
      );
    }
    const list = coursesFor(id, courses);
    if (list.length === 0)
      return (
        <StatePanel>
          <p>{EMPTY[id]}</p>
        </StatePanel>
      );
    return (
      <Grid aria-label={TAB_LABELS[id]}>
        {list.map((c) => (
          <Course key={c.id} course={c} />
        ))}
      </Grid>
    );
  };

  const ready = state.matches('ready');
  const activeCount = coursesFor('active', courses).length;
  const doneCount = coursesFor('history', courses).length;
  const spent = courses.reduce((sum, c) => sum + c.totalPrice, 0);

  return (
    <Layout>
      <title>{`Dashboard | ${BRAND.name}`}</title>
      <meta
        name="description"
        content="Dashboard pelatih: kursus aktif, riwayat kursus dan semua kursus Anda."
      />
      <Side aria-label="Menu anggota">
        <Profile>
          <Avatar aria-hidden="true">{initials || 'P'}</Avatar>
          <div>
            <p>
              <strong>{name}</strong>
            </p>
            <small>{user?.email ?? ''}</small>
          </div>
        </Profile>
        <Nav aria-label="Portal anggota">
          <ul>
            {SIDEBAR.map((item) => (
              <li key={item.label}>
                <Link to={item.to} aria-current={item.to === ROUTES.dashboard ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                disabled={signingOut}
                onClick={() => actor.send({ type: 'session.logout' })}
              >
                Logout
              </button>
            </li>
          </ul>
        </Nav>
      </Side>
      <div>
        <Head>
          <h1>Halo, {name}!</h1>
          <p>Pantau kursus yang sedang berjalan dan riwayat belajar Anda.</p>
        </Head>
        <Stats aria-label="Ringkasan kursus">
          <li>
            <strong>{ready ? activeCount : '–'}</strong>
            <span>{MEMBER_STRINGS.courses.active}</span>
          </li>
          <li>
            <strong>{ready ? doneCount : '–'}</strong>
            <span>Kursus selesai</span>
          </li>
          <li>
            <strong>{ready ? formatIDR(spent) : '–'}</strong>
            <span>Total investasi belajar</span>
          </li>
        </Stats>
        <Tabs
          label="Kursus saya"
          value={tab}
          onChange={(id) => send({ type: 'courses.selectTab', tab: id as CourseTab })}
          items={(['active', 'history', 'all'] as const).map((id) => ({
            id,
            label: TAB_LABELS[id],
            content: panel(id),
          }))}
        />
      </div>
    </Layout>
  );
}
