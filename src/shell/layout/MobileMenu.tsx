import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '../../theme/tokens';
import { StrokeIcon } from '../../components/Icon/StrokeIcon';

// The open menu is its own chunk: phones load it when the button is first
// touched, so it stays off the home page's critical path.
const loadDrawer = () => import('./MobileMenuDrawer');
const preloadDrawer = () => void loadDrawer();
const MobileMenuDrawer = lazy(async () => ({ default: (await loadDrawer()).MobileMenuDrawer }));

const Burger = styled.button<{ $always?: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  flex: none;
  border: 1.5px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  ${media.nav} {
    display: ${({ $always }) => ($always ? 'inline-grid' : 'none')};
  }
  svg {
    width: 1.4rem;
    height: 1.4rem;
  }
`;
/**
 * The phone navigation: a hamburger opens an accordion of every item.
 * Focus moves into the menu on open; Escape closes it and returns focus to the
 * button; any route change closes it.
 */
export function MobileMenu({
  footer,
  always = false,
}: {
  footer?: ReactNode;
  /** Use the phone menu at every width (narrow containers, stories). */ always?: boolean;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { key } = useLocation();
  const button = useRef<HTMLButtonElement>(null);

  // Close on every route change (including a click on the current page's link).
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [open]);

  return (
    <>
      <Burger
        ref={button}
        $always={always}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={open ? 'Tutup menu' : 'Buka menu'}
        onPointerEnter={preloadDrawer}
        onFocus={preloadDrawer}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? (
          <StrokeIcon strokeWidth="2.5" strokeLinecap="round">
            <path d="M6 6l12 12M18 6 6 18" />
          </StrokeIcon>
        ) : (
          <StrokeIcon strokeWidth="2.5" strokeLinecap="round">
            <path d="M4 7h16M4 12h16M4 17h16" />
          </StrokeIcon>
        )}
      </Burger>
      {/* Until the drawer's chunk is there, an empty placeholder keeps aria-controls valid. */}
      {open && (
        <Suspense fallback={<div id={`${id}-menu`} hidden />}>
          <MobileMenuDrawer id={`${id}-menu`} always={always} footer={footer} />
        </Suspense>
      )}
    </>
  );
}
