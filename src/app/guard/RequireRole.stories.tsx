import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import type { Role } from '../../../common/api/types';
import { RequireRole } from './RequireRole';
import { Frame } from '../../test/story-layout';

/** A guarded area: the route allows `allowed`; what it guards is a plain page. */
function GuardedArea({ allowed, signedOutTo }: { allowed: Role[]; signedOutTo?: string }) {
  return (
    <Routes>
      <Route element={<RequireRole allowed={allowed} {...(signedOutTo ? { signedOutTo } : {})} />}>
        <Route
          path="*"
          element={
            <Frame as="main" $padding={8}>
              <h1>Area terlindungi</h1>
            </Frame>
          }
        />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'App/Route guard',
  component: GuardedArea,
  args: { allowed: ['admin'] },
} satisfies Meta<typeof GuardedArea>;
export default meta;
type Story = StoryObj<typeof meta>;

const landsOn =
  (path: RegExp | string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('location')).toHaveTextContent(path);
    await expect(canvas.queryByRole('heading', { name: 'Area terlindungi' })).toBeNull();
  };

export const NoTokenGoesToLogin: Story = {
  parameters: { route: '/admin/artikel', path: '/admin/*', session: null },
  play: landsOn('/login'),
};

export const NoTokenOnAdminShellGoesHome: Story = {
  args: { signedOutTo: '/' },
  parameters: { route: '/admin/dashboard', path: '/admin/*', session: null },
  play: landsOn(/^\/$/),
};

export const UserOnAdminGoesToUserDashboard: Story = {
  parameters: { route: '/admin/artikel', path: '/admin/*', session: 'member' },
  play: landsOn('/user/dashboard'),
};

export const AdminOnUserGoesToAdminDashboard: Story = {
  args: { allowed: ['user'] },
  parameters: { route: '/user/dashboard', path: '/user/*', session: 'admin' },
  play: landsOn('/admin/dashboard'),
};

export const AdminElsewhereGoesToAdminDashboard: Story = {
  args: { allowed: ['user'] },
  parameters: { route: '/portal/dashboard', path: '/portal/*', session: 'admin' },
  play: landsOn('/admin/dashboard'),
};

export const AllowedRoleSeesThePage: Story = {
  parameters: { route: '/admin/dashboard', path: '/admin/*', session: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Area terlindungi' })).toBeVisible();
    await expect(canvas.queryByTestId('location')).toBeNull();
  },
};
