import { useEffect, useState } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { ToastProvider } from '../src/components/Toast/Toast';
import { SessionProvider } from '../src/shell/session';
import { memorySavedStore, SavedStoreProvider, type SavedStore } from '../src/features/saved';
import { resetApiClient } from '../src/api/client';
import { ThemeModeProvider } from '../src/theme/ThemeModeProvider';
import type { ThemeMode } from '../src/theme/themes';
import { fixtures } from '../mocks/contract';

export const THEME_EVENT = 'story-theme';
/**
 * The app's toasts hide themselves after 5 s. A story's screenshot is taken once
 * its play function is done, sooner or later depending on the machine's load, so
 * a toast would be in one screenshot and gone from the next: in stories they stay
 * until dismissed (a toast given its own duration still expires).
 */
const STORY_TOAST_MS = 10 * 60_000;

/** Where the router ended up: the target of a redirect that has no screen in the story. */
function RouteProbe() {
  const location = useLocation();
  return (
    <main style={{ padding: '2rem' }}>
      <p>
        Navigated to <output data-testid="location">{location.pathname}</output>
      </p>
    </main>
  );
}

function seedSession(session: unknown) {
  localStorage.clear();
  if (session === 'admin' || session === 'member') {
    const { user, token } = session === 'admin' ? fixtures.adminLogin() : fixtures.memberLogin();
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('ACCESS_TOKEN', token);
  }
}

/**
 * Theme, router and session for every story. `parameters.route` sets the path
 * the story is mounted at; any other path renders a probe showing where the
 * app navigated. The test-runner flips the theme through a window event.
 */
export const withProviders: Decorator = (Story, context) => (
  <StoryProviders Story={Story} context={context} />
);

type DecoratorArgs = Parameters<Decorator>;

function StoryProviders({
  Story,
  context,
}: {
  Story: DecoratorArgs[0];
  context: DecoratorArgs[1];
}) {
  const {
    route = '/',
    path = route,
    session,
    savedStore,
  } = context.parameters as {
    route?: string;
    path?: string;
    session?: string | null;
    /** The saved-articles store (`memorySavedStore(...)`); an empty one in memory by default. */
    savedStore?: SavedStore;
  };
  // Stories never keep anything in the browser's own caches or databases.
  const [store] = useState(() => savedStore ?? memorySavedStore());
  const [router] = useState(() => {
    seedSession(session);
    resetApiClient();
    return createMemoryRouter(
      [
        {
          element: (
            <ToastProvider defaultDuration={STORY_TOAST_MS}>
              <SessionProvider>
                <SavedStoreProvider store={store}>
                  <Outlet />
                </SavedStoreProvider>
              </SessionProvider>
            </ToastProvider>
          ),
          children: [
            { path, element: <Story /> },
            { path: '*', element: <RouteProbe /> },
          ],
        },
      ],
      { initialEntries: [route] },
    );
  });
  const [override, setOverride] = useState<ThemeMode | null>(null);
  const theme: ThemeMode = override ?? (context.globals.theme === 'dark' ? 'dark' : 'light');
  useEffect(() => {
    const onTheme = (e: Event) => setOverride((e as CustomEvent<ThemeMode>).detail);
    window.addEventListener(THEME_EVENT, onTheme);
    return () => window.removeEventListener(THEME_EVENT, onTheme);
  }, []);
  return (
    <ThemeModeProvider forcedMode={theme}>
      <RouterProvider router={router} />
    </ThemeModeProvider>
  );
}
