// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';

afterEach(cleanup);
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { ToastProvider } from '../components/Toast/Toast';
import { SessionProvider } from '../features/session';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import { LOCAL_ACCOUNT, signInLocalAccount } from '../test/local-account';
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

describe('Header with a browser-only account', () => {
  it('shows the signed-in local user and logs them out to home', async () => {
    signInLocalAccount();
    mount();
    expect(screen.getByText(LOCAL_ACCOUNT.email)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    // An async act() also settles the logout request the click starts.
    // eslint-disable-next-line @typescript-eslint/require-await
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Logout', hidden: true })[0]!); // jsdom ignores the media query that shows it
    });
    expect(localStorage.getItem('localCurrentUser')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('shows Login when nobody is signed in', () => {
    mount();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });
});
