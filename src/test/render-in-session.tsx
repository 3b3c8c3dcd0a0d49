import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SessionProvider } from '../shell/session/SessionProvider';

/** Renders `probe` inside the session, under a router at `/` (the provider uses navigation). */
export function renderInSession(probe: ReactNode) {
  const router = createMemoryRouter(
    [{ path: '*', element: <SessionProvider>{probe}</SessionProvider> }],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}
