import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { MEMBER_STRINGS } from '../../config/member-strings';
import { Button } from '../../components/Button/Button';
import { Spinner } from '../../components/Spinner/Spinner';
import { AdminThemeToggle } from './AdminThemeToggle';
import { PageEnter, useHasNavigated } from '../../shell/layout';
import { useLoadCurrentUser, userStoreId, useSession } from '../../shell/session';
import { adminLinksFor, type AdminLink } from './admin-nav';
import { OfflineEditsProvider } from './offline-edits/OfflineEditsProvider';
import { modalClosed, modalOpened } from '../../components/Dialog/modal-stack';
import { shade } from '../../theme/themes';
import { translucent } from '../../theme/translucent';

/**
 * The shell reacts to its own width (a container query), not the window's, so
 * that it also works embedded in a narrow frame: 1024 px and up shows the sidebar.
 */
const WIDE = `@container admin (min-width: 1024px)`;
const Container = styled.div`
  container: admin / inline-size;
`;
const Frame = styled.div`
  min-height: 100vh;
  ${WIDE} {
    display: grid;
    grid-template-columns: ${({ theme }) => theme.layout.adminSidebar} 1fr;
  }
`;
const sideStyles = css`
  display: flex;
  flex-direction: column;
  width: ${({ theme }) => theme.layout.adminSidebar};
  background: ${({ theme }) => theme.color.surface};
  border-right: 1px solid ${({ theme }) => theme.color.border};
`;
const StaticSide = styled.aside`
  display: none;
  ${WIDE} {
    ${sideStyles}
    position: sticky;
    top: 0;
    height: 100vh;
    overflow-y: auto;
  }
`;
const Drawer = styled.dialog`
  ${sideStyles}
  position: fixed;
  inset: 0 auto 0 0;
  max-width: 85vw;
  height: 100dvh;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  color: ${({ theme }) => theme.color.text};
  box-shadow: 20px 0 40px -20px ${translucent(shade.abyss, 0.5)};
  &:not([open]) {
    display: none;
  }
  &[open] {
    animation: slide-in ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  }
  &::backdrop {
    background: ${({ theme }) => theme.color.overlay};
    backdrop-filter: blur(2px);
  }
  @keyframes slide-in {
    from {
      transform: translateX(-100%);
    }
    to {
      transform: none;
    }
  }
`;
const Brand = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 ${({ theme }) => theme.space[5]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-family: ${({ theme }) => theme.font.heading};
  font-weight: 800;
  span span {
    color: ${({ theme }) => theme.color.primary};
  }
  small {
    display: block;
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 600;
    color: ${({ theme }) => theme.color.textMuted};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;
const NavList = styled.nav`
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
  h2 {
    margin: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]}
      ${({ theme }) => theme.space[2]};
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.fontSize.xs};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textMuted};
  }
  h2:first-child {
    margin-top: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 2px;
  }
  a {
    display: flex;
    align-items: center;
    min-height: 2.5rem;
    padding: 0 ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
    text-decoration: none;
    &:hover {
      background: ${({ theme }) => theme.color.surfaceAlt};
    }
    &.active {
      background: ${({ theme }) => theme.color.surfaceAlt};
      box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.primary};
    }
  }
`;
const Main = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
`;
const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${WIDE} {
    padding: 0 ${({ theme }) => theme.space[8]};
  }
`;
const Burger = styled(Button)`
  ${WIDE} {
    display: none;
  }
`;
const Greeting = styled.div`
  min-width: 0;
  p {
    margin: 0;
    line-height: 1.3;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  p:first-child {
    font-weight: 700;
  }
  p:last-child {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const Right = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
const Content = styled.div`
  flex: 1;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]}
    ${({ theme }) => theme.space[12]};
  ${WIDE} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

function SideContent({ links, onClose }: { links: AdminLink[]; onClose?: () => void }) {
  const manage = links.filter((l) => l.group === 'manage');
  const account = links.filter((l) => l.group === 'account');
  return (
    <>
      <Brand>
        <span>
          API <span>Futsal</span>
          <small>Panel Admin</small>
        </span>
        {onClose && (
          <Button $variant="ghost" $size="sm" aria-label="Tutup menu" onClick={onClose}>
            ✕
          </Button>
        )}
      </Brand>
      <NavList aria-label="Menu admin">
        <h2>Kelola</h2>
        <ul>
          {manage.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to}>{l.label}</NavLink>
            </li>
          ))}
        </ul>
        <h2>Akun</h2>
        <ul>
          {account.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} end>
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </NavList>
    </>
  );
}

/** The admin's drafts and queued saves, once the admin is known (their store is theirs only). */
function WithOfflineEdits({
  userId,
  children,
}: {
  userId: string | undefined;
  children: ReactNode;
}) {
  if (userId === undefined) return children;
  return <OfflineEditsProvider userId={userId}>{children}</OfflineEditsProvider>;
}

/**
 * The admin shell: a 16 rem sidebar and a top bar with a
 * greeting, the e-mail and Logout. On small screens the sidebar is a slide-in
 * drawer (a modal dialog: focus stays inside, Escape and navigation close it).
 */
export function AdminShell() {
  useLoadCurrentUser();
  const { user, actor, signingOut } = useSession();
  const { pathname } = useLocation();
  const navigated = useHasNavigated();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawer = useRef<HTMLDialogElement>(null);
  const burger = useRef<HTMLButtonElement>(null);
  const links = adminLinksFor(user?.role);

  // A modal like the dialogs: while it is open the toasts are drawn inside it (modal-stack),
  // above it and its backdrop, not under them.
  useEffect(() => {
    const d = drawer.current;
    if (!d) return;
    if (drawerOpen && !d.open) {
      d.showModal();
      modalOpened(d);
    }
    if (!drawerOpen && d.open) {
      d.close();
      modalClosed(d);
      burger.current?.focus();
    }
  }, [drawerOpen]);
  useEffect(() => {
    const d = drawer.current;
    return () => {
      if (d) modalClosed(d);
    };
  }, []);

  // Any navigation closes the drawer.
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setDrawerOpen(false);
  }

  // Growing to the wide layout closes the drawer (the sidebar is static there).
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = container.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth >= 1024) setDrawerOpen(false);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const name = user?.name ?? 'Admin';
  return (
    <Container ref={container}>
      <Frame>
        <StaticSide aria-label="Navigasi admin">
          <SideContent links={links} />
        </StaticSide>
        <Drawer
          ref={drawer}
          id="admin-drawer"
          aria-label="Menu admin"
          onCancel={(e) => {
            e.preventDefault();
            setDrawerOpen(false);
          }}
          onClick={(e) => {
            // A click on the overlay (the dialog's backdrop area) closes it.
            if (e.target === drawer.current) setDrawerOpen(false);
          }}
        >
          {drawerOpen && <SideContent links={links} onClose={() => setDrawerOpen(false)} />}
        </Drawer>
        <Main>
          <TopBar>
            <Burger
              ref={burger}
              $variant="ghost"
              $size="sm"
              aria-label="Buka menu"
              aria-expanded={drawerOpen}
              aria-controls="admin-drawer"
              onClick={() => setDrawerOpen(true)}
            >
              ☰
            </Burger>
            <Greeting>
              <p>Halo, {name}!</p>
              <p>{user?.email ?? ''}</p>
            </Greeting>
            <Right>
              <AdminThemeToggle />
              <Button
                $variant="secondary"
                $size="sm"
                disabled={signingOut}
                onClick={() => actor.send({ type: 'session.logout' })}
              >
                {MEMBER_STRINGS.admin.logout}
              </Button>
            </Right>
          </TopBar>
          <Content>
            {/* Each page enters as on the public site (the overlay and scroll-to-top are above every shell). */}
            <WithOfflineEdits userId={user?.role === 'admin' ? userStoreId(user) : undefined}>
              <PageEnter key={pathname} $enter={navigated}>
                <Suspense fallback={<Spinner label="Memuat halaman..." />}>
                  <Outlet />
                </Suspense>
              </PageEnter>
            </WithOfflineEdits>
          </Content>
        </Main>
      </Frame>
    </Container>
  );
}
