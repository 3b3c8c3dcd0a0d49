import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';
import { media } from '../../theme/tokens';

// The transition overlay and its machine are their own chunk: nothing shows them before the
// first path change. The chunk loads as the shell first renders, long before a visitor moves on.
const RouteTransitionOverlay = lazy(async () => ({
  default: (await import('./PageTransitionOverlay')).RouteTransitionOverlay,
}));

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
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={null}>
        <RouteTransitionOverlay />
      </Suspense>
    </>
  );
}
