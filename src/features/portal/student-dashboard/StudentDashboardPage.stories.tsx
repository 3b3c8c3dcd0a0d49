import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within, type queries } from 'storybook/test';
import { StudentDashboardPage } from './StudentDashboardPage';
import { STUDENT_COURSES } from '../student-courses';
import { DASHBOARD_STORY_PARAMETERS, STORY_MEMBER as member } from './dashboard.story-helpers';

/** The queries `within` binds to the story's canvas. */
type Canvas = ReturnType<typeof within<typeof queries>>;

const active = STUDENT_COURSES.filter((c) => c.status === 'active');
const completed = STUDENT_COURSES.filter((c) => c.status === 'completed');

const meta = {
  title: 'Pages/Portal/Dashboard',
  component: StudentDashboardPage,
  tags: ['page'],
  parameters: DASHBOARD_STORY_PARAMETERS,
} satisfies Meta<typeof StudentDashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The simulated load takes 1000 ms. */
const LOADED = { timeout: 4000 };

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('list', { name: 'Kursus Aktif' }, LOADED);
  return canvas;
}

const courseNames = (canvas: Canvas) =>
  canvas.getAllByRole('heading', { level: 3 }).map((h: HTMLElement) => h.textContent);

/** Toasts hide themselves after 5 s; close them so that the screenshots never depend on timing. */
async function dismissToast(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const toast = canvas.queryByTestId('toast');
  if (toast) await userEvent.click(within(toast).getByRole('button', { name: 'Tutup notifikasi' }));
  await waitFor(() => expect(canvas.queryByTestId('toast')).toBeNull());
}

export const Loading: Story = {
  args: { loadCourses: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Kursus Aktif' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('Memuat data kursus...', { selector: 'p' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: `Halo, ${member.name}!` }),
    ).toBeVisible();
  },
};

export const ActiveCourses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Still loading before the 1000 ms have passed.
    await expect(canvas.getByText('Memuat data kursus...', { selector: 'p' })).toBeVisible();
    await loaded(canvasElement);
    // The courses and purchases are the site's sample data, and the page says so.
    await expect(canvas.getByRole('note')).toHaveTextContent(
      /^Data contoh Kursus dan riwayat pembelian di bawah ini contoh tampilan dasbor, bukan pembelian akun Anda\.$/,
    );
    await expect(courseNames(canvas)).toEqual(active.map((c) => c.courseName));
    // Every field of a student course, prices in IDR and dates in id-ID.
    const c = active[0]!;
    const card = within(canvas.getByRole('listitem', { name: c.courseName }));
    await expect(card.getByText(c.courseType)).toBeVisible();
    await expect(card.getByText('Aktif')).toBeVisible();
    await expect(card.getByText('5 Desember 2026')).toBeVisible();
    await expect(card.getByText(c.courseLocation)).toBeVisible();
    await expect(card.getByText(c.trainerName)).toBeVisible();
    await expect(card.getByText('2 September 2026')).toBeVisible();
    await expect(card.getByText('Rp 3.500.000')).toBeVisible();
    await expect(card.getByRole('link', { name: `Modul ${c.courseName}` })).toHaveAttribute(
      'href',
      c.modulesLink,
    );
    // The user from GET /user is shown and stored in the session.
    await expect(canvas.getByText(member.email)).toBeVisible();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(member));
  },
};

export const CourseHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Riwayat Kursus' }));
    await expect(canvas.getByRole('tab', { name: 'Riwayat Kursus' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(courseNames(canvas)).toEqual(completed.map((c) => c.courseName));
    await expect(canvas.getAllByText('Selesai')).toHaveLength(completed.length);
  },
};

export const AllCoursesByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const first = canvas.getByRole('tab', { name: 'Kursus Aktif' });
    first.focus();
    await userEvent.keyboard('{ArrowLeft}');
    const all = canvas.getByRole('tab', { name: 'Semua Kursus' });
    await expect(all).toHaveFocus();
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await expect(courseNames(canvas)).toEqual(STUDENT_COURSES.map((c) => c.courseName));
    await userEvent.keyboard('{ArrowRight}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(all).toHaveAttribute('aria-selected', 'true');
  },
};

export const LoadFailure: Story = {
  args: { loadCourses: () => Promise.reject(new Error('offline')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Error memuat data kursus'), LOADED);
    await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
    await dismissToast(canvasElement);
  },
};

export const SidebarAndLogout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Portal anggota' }));
    for (const name of ['Profil', 'Riwayat Pembayaran', 'Notifikasi', 'Pengaturan']) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', '/segera-hadir');
    }
    await userEvent.click(nav.getByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(/^\/$/);
    await expect([localStorage.getItem('ACCESS_TOKEN'), localStorage.getItem('user')]).toEqual([
      null,
      null,
    ]);
  },
};
