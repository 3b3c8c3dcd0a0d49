import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import styled, { keyframes } from 'styled-components';
import { Spinner } from '../../components/Spinner/Spinner';
import { PAGE_TRANSITION_MS } from '../../config/constants';
import { pageTransitionMachine } from './page-transition.machine';
import { translucent } from '../../theme/translucent';

const fade = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.overlay};
  display: grid;
  place-items: center;
  background: ${({ theme }) => translucent(theme.color.bg, 0.55)};
  backdrop-filter: blur(6px);
  -webkit-backdrop-filter: blur(6px);
  animation: ${fade} ${({ theme }) => theme.motion.fast} ease-out;
`;

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

/** The overlay as the route drives it (usePageTransition). */
export function RouteTransitionOverlay() {
  return <PageTransitionOverlay visible={usePageTransition()} />;
}
