// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';

afterEach(cleanup);
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { ToastProvider } from '../components/Toast/Toast';
import { SessionProvider } from '../shell/session';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import { Header } from './Header';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function mount(path = '/freekick') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <ToastProvider>
            <SessionProvider>
              <Header />
              <Outlet />
            </SessionProvider>
          </ToastProvider>
        ),
        children: [{ path: '*', element: <Where /> }],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <ThemeModeProvider forcedMode="light">
      <RouterProvider router={router} />
    </ThemeModeProvider>,
  );
}

describe('Header without a session', () => {
  it('shows Login when nobody is signed in', () => {
    mount();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });
});
