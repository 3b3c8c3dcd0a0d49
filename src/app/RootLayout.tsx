import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Spinner, SpinnerArea } from '../components/Spinner/Spinner';
import { PageEnter, useHasNavigated } from '../shell/layout';
import { Header } from './Header';
import { isOfflineShell, OFFLINE_READY_PATHS } from '../shell/offline/page-marks';
import { REFRESH_EVENT } from '../shell/offline/signals';

// The footer sits below the fold on every page: it loads after the page, off the critical path.
const Footer = lazy(async () => ({ default: (await import('./Footer')).Footer }));
// The header's cart link follows a moment later, in a slot of its own size (no layout shift).
const CartIndicator = lazy(async () => ({
  default: (await import('../features/cart/CartIndicator')).CartIndicator,
}));
// Only ever needed offline (and precached by the service worker).
const OfflineScreen = lazy(async () => ({
  default: (await import('../shell/offline/OfflineScreen')).OfflineScreen,
}));
const CartPlaceholder = styled.span`
  display: inline-block;
  width: 2.75rem;
  height: 2.75rem;
`;
const cartSlot = (
  <Suspense fallback={<CartPlaceholder aria-hidden="true" />}>
    <CartIndicator />
  </Suspense>
);

const Page = styled.div`
  padding-top: ${({ theme }) => theme.layout.headerHeight};
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  /* The page fills the first screen on its own, so the footer starts below the fold and is not
     pushed down (a layout shift) when a page's data arrives. */
  > :first-child {
    flex: 1;
    min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  }
`;
const Skip = styled.a`
  position: fixed;
  left: 1rem;
  top: -4rem;
  z-index: ${({ theme }) => theme.z.toast};
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 700;
  &:focus {
    top: 0.75rem;
  }
`;

/**
 * The public site's shell: header, the page (with its enter animation), footer. The transition
 * overlay and scroll-to-top are above every shell (AppProviders).
 */
export function RootLayout() {
  const { pathname, key } = useLocation();
  const navigated = useHasNavigated();
  // The service worker answered this address with the offline screen's shell (nothing kept for it).
  const offline = isOfflineShell() && key === 'default' && !OFFLINE_READY_PATHS.includes(pathname);
  // Raised when the connection returns: the page mounts again and fetches its content afresh.
  const [refresh, setRefresh] = useState(0);
  useEffect(() => {
    const again = () => setRefresh((n) => n + 1);
    window.addEventListener(REFRESH_EVENT, again);
    return () => window.removeEventListener(REFRESH_EVENT, again);
  }, []);
  return (
    <>
      <Skip href="#konten">Langsung ke konten</Skip>
      <Header cartSlot={cartSlot} />
      <Page>
        <PageEnter key={`${pathname}#${refresh}`} $enter={navigated} id="konten" tabIndex={-1}>
          <Suspense
            fallback={
              <SpinnerArea $minHeight="50vh">
                <Spinner label="Memuat halaman..." size={40} />
              </SpinnerArea>
            }
          >
            {offline ? <OfflineScreen /> : <Outlet />}
          </Suspense>
        </PageEnter>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </Page>
    </>
  );
}
