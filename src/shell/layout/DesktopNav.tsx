import { lazy, Suspense, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isInSection, NAV_ITEMS } from './nav-items';
import { useNavMenu } from './use-nav-menu';
import { chevron, chevronToggle } from './chevron';
import { media } from '../../theme/tokens';

// The submenu panels are their own chunk. It starts loading as the header first
// renders, in parallel with the page, and is there long before a menu opens.
const loadPanel = () => import('./DesktopNavPanel');
const preloadPanel = () => void loadPanel();
const DesktopNavPanel = lazy(async () => ({
  default: (await loadPanel()).DesktopNavPanel,
}));

const Nav = styled.nav<{ $hidden?: boolean }>`
  display: none;
  ${media.nav} {
    display: ${({ $hidden }) => ($hidden ? 'none' : 'block')};
  }
  > ul {
    display: flex;
    align-items: center;
    gap: 0.125rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;
const Top = styled.li`
  position: relative;
  display: flex;
  align-items: center;
`;
const TopLink = styled(NavLink)<{ $section: boolean; $hasMenu: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0 ${({ $hasMenu }) => ($hasMenu ? '0.25rem' : '0.75rem')} 0 0.75rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme, $section }) => ($section ? theme.color.primary : theme.color.text)};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-decoration: none;
  white-space: nowrap;
  position: relative;
  &::after {
    content: '';
    position: absolute;
    left: 0.75rem;
    right: ${({ $hasMenu }) => ($hasMenu ? '0.25rem' : '0.75rem')};
    bottom: 0.3rem;
    height: 2px;
    border-radius: 1px;
    background: ${({ theme }) => theme.color.primary};
    transform: scaleX(${({ $section }) => ($section ? 1 : 0)});
    transition: transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  }
  &:hover::after {
    transform: scaleX(1);
  }
`;
const Caret = styled.button`
  ${chevronToggle('0.9rem')}
  width: 1.75rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

/**
 * The desktop navigation: disclosure buttons next to each link with children.
 * Hover opens after MENU_HOVER_DELAY_MS; Enter/Space toggles; ArrowDown opens
 * and focuses the first entry; arrows move within a submenu; Escape closes
 * and returns focus to the button. Left/Right move between top-level items.
 */
export function DesktopNav({ hidden = false }: { hidden?: boolean }) {
  const base = useId();
  const { pathname, key } = useLocation();
  const { active, send } = useNavMenu();
  const navRef = useRef<HTMLElement>(null);

  // Close on every route change (not on mount: the router may flush that effect late).
  const seenKey = useRef(key);
  useEffect(() => {
    if (seenKey.current === key) return;
    seenKey.current = key;
    send({ type: 'menu.close' });
  }, [key, send]);

  const panelLinks = (id: string) => [
    ...(navRef.current?.querySelectorAll<HTMLAnchorElement>(`#${CSS.escape(id)} a`) ?? []),
  ];
  const topFocusables = () => [
    ...(navRef.current?.querySelectorAll<HTMLElement>('[data-top]') ?? []),
  ];

  // Open synchronously so the focus moves before the next key arrives (a fast typist's second
  // ArrowDown must land in the panel, not on the button again). The first time, the panel's
  // chunk (or the menu's machine) may still be loading: then try again on the next frames, for up to a second.
  const focusPanel = (id: string, which: 'first' | 'last', tries = 60) => {
    const links = panelLinks(id);
    const target = which === 'first' ? links[0] : links.at(-1);
    if (target) target.focus();
    else if (tries > 0) requestAnimationFrame(() => focusPanel(id, which, tries - 1));
  };

  const onTopKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const all = topFocusables();
    const i = all.indexOf(e.currentTarget);
    const next = all[(i + (e.key === 'ArrowRight' ? 1 : all.length - 1)) % all.length];
    e.preventDefault();
    next?.focus();
  };

  const onCaretKeyDown = (e: KeyboardEvent<HTMLButtonElement>, id: string) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      flushSync(() => send({ type: 'menu.open', id }));
      focusPanel(`${base}-${id}`, e.key === 'ArrowDown' ? 'first' : 'last');
    } else if (e.key === 'Escape' && active === id) {
      e.preventDefault();
      send({ type: 'menu.close' });
    } else onTopKeyDown(e);
  };

  return (
    <Nav
      ref={navRef}
      aria-label="Navigasi utama"
      $hidden={hidden}
      onFocus={preloadPanel}
      onPointerEnter={preloadPanel}
    >
      <ul>
        {NAV_ITEMS.map((item, index) => {
          const id = `m${index}`;
          const panelId = `${base}-${id}`;
          const open = active === id;
          const hasMenu = Boolean(item.children?.length);
          return (
            <Top
              key={item.label}
              onMouseEnter={hasMenu ? () => send({ type: 'menu.hover', id }) : undefined}
              onMouseLeave={hasMenu ? () => send({ type: 'menu.leave' }) : undefined}
              onBlur={(e) => {
                if (open && !e.currentTarget.contains(e.relatedTarget))
                  send({ type: 'menu.close' });
              }}
            >
              <TopLink
                to={item.to}
                end={item.to === '/'}
                data-top=""
                $section={isInSection(item, pathname)}
                $hasMenu={hasMenu}
                onKeyDown={onTopKeyDown}
              >
                {item.label}
              </TopLink>
              {hasMenu && (
                <>
                  <Caret
                    type="button"
                    id={`${panelId}-button`}
                    aria-expanded={open}
                    aria-controls={panelId}
                    aria-label={`Submenu ${item.label}`}
                    data-top=""
                    onClick={() => send({ type: 'menu.toggle', id })}
                    onKeyDown={(e) => onCaretKeyDown(e, id)}
                  >
                    {chevron}
                  </Caret>
                  <Suspense fallback={<ul id={panelId} hidden />}>
                    <DesktopNavPanel
                      id={panelId}
                      item={item}
                      open={open}
                      pathname={pathname}
                      onEscape={() => {
                        send({ type: 'menu.close' });
                        document.getElementById(`${panelId}-button`)?.focus();
                      }}
                    />
                  </Suspense>
                </>
              )}
            </Top>
          );
        })}
      </ul>
    </Nav>
  );
}
