import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import styled, { css, keyframes } from 'styled-components';
import { Spinner } from '../../components/Spinner/Spinner';
import { PAGE_TRANSITION_MS } from '../../config/constants';
import { pageTransitionMachine } from './page-transition.machine';
import { media } from '../../theme/tokens';

const fade = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.overlay};
  display: grid;
  place-items: center;
  background: ${({ theme }) => (theme.mode === 'dark' ? 'rgba(11, 17, 32, 0.55)' : 'rgba(246, 247, 249, 0.55)')};
  backdrop-filter: blur(6px);
  -webkit-backdrop-filter: blur(6px);
  animation: ${fade} ${({ theme }) => theme.motion.fast} ease-out;
`;

const enter = keyframes`from { opacity: 0; transform: translateY(10px); } to { opacity: 1; transform: none; }`;

/**
 * Wraps the page: it fades/slides in on each path change (off with
 * prefers-reduced-motion). Not on the first page of a visit (`$enter` false):
 * that page is already on screen as prerendered HTML, and must not blink.
 * Where the skip link lands (tabIndex -1), the whole page takes focus: it shows no ring.
 */
export const PageEnter = styled.div<{ $enter?: boolean }>`
  ${({ $enter = true, theme }) =>
    $enter &&
    css`
      animation: ${enter} ${theme.motion.slow} ${theme.motion.easing} both;
    `}
  ${media.reducedMotion} {
    animation: none;
  }
  &:focus,
  &:focus-visible {
    outline: none;
  }
`;

/** False for the first path of the visit, true once the visitor has moved on. */
export function useHasNavigated(): boolean {
  const { pathname } = useLocation();
  const [first] = useState(pathname);
  const [moved, setMoved] = useState(false);
  // Once moved, always moved (even back on the first path).
  if (!moved && pathname !== first) setMoved(true);
  return moved || pathname !== first;
}

/** Whether the transition overlay is showing, driven by the route. Not on the first load. */
export function usePageTransition(): boolean {
  const { pathname } = useLocation();
  const actor = useActorRef(
    pageTransitionMachine.provide({ delays: { transition: PAGE_TRANSITION_MS } }),
  );
  const first = useRef(pathname);
  useEffect(() => {
    if (first.current === pathname) return;
    first.current = '\u0000';
    actor.send({ type: 'route.change' });
  }, [pathname, actor]);
  return useSelector(actor, (s) => s.hasTag('overlay'));
}

/** The full-screen blurred spinner shown for PAGE_TRANSITION_MS after each route change. */
export function PageTransitionOverlay({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <Overlay data-testid="page-transition" aria-hidden="true">
      <Spinner size={48} label="Memuat halaman..." />
    </Overlay>
  );
}

/** Scrolls to the top on every path change (not on query-only changes such as a search). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  }, [pathname]);
  return null;
}

/**
 * The path-change effects of every shell (public site, member portal, admin area): scroll to
 * the top and the transition overlay. Mounted once above the shells, so a change from one shell
 * to another (login → admin dashboard) is a path change like any other; the first path of a
 * visit shows no overlay.
 */
export function RouteTransitions() {
  const overlay = usePageTransition();
  return (
    <>
      <ScrollToTop />
      <PageTransitionOverlay visible={overlay} />
    </>
  );
}
