import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { BRAND } from '../config/brand';
import { HEADER_SCROLL_THRESHOLD_PX } from '../config/constants';
import { ROUTES } from '../config/routes';
import { SAVED_LIST_TITLE } from '../config/strings';
import { StrokeIcon } from '../components/Icon/StrokeIcon';
import { roundIconControl } from '../components/Icon/round-icon-control';
import { Button, ButtonLink } from '../components/Button/Button';
import { useIsLoggedIn, useSession } from '../shell/session';
import { DesktopNav, MobileMenu, ThemeToggle } from '../shell/layout';
import { media } from '../theme/tokens';
import { shade } from '../theme/themes';
import { translucent } from '../theme/translucent';

const Bar = styled.header<{ $scrolled: boolean }>`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.z.header};
  height: ${({ theme }) => theme.layout.headerHeight};
  background: ${({ theme, $scrolled }) => ($scrolled ? theme.color.headerBg : theme.color.surface)};
  backdrop-filter: ${({ $scrolled }) => ($scrolled ? 'saturate(160%) blur(12px)' : 'none')};
  -webkit-backdrop-filter: ${({ $scrolled }) => ($scrolled ? 'saturate(160%) blur(12px)' : 'none')};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ $scrolled }) => ($scrolled ? `0 10px 30px -18px ${translucent(shade.abyss, 0.45)}` : 'none')};
  transition:
    background ${({ theme }) => theme.motion.base},
    box-shadow ${({ theme }) => theme.motion.base};
`;
const Inner = styled.div`
  max-width: 80rem;
  height: 100%;
  margin: 0 auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: 0 ${({ theme }) => theme.space[4]};
`;
const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  flex: none;
  min-height: 2.75rem;
  font-family: ${({ theme }) => theme.font.heading};
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  span {
    color: ${({ theme }) => theme.color.primary};
  }
  img {
    display: block;
  }
`;
const Actions = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
/**
 * The link to the articles saved on this device: an icon beside the theme toggle from a tablet's
 * width up; on a phone (no room beside the menu button) it is in the menu.
 */
const SavedLink = styled(NavLink)`
  ${roundIconControl}
  display: none;
  ${media.tablet} {
    display: inline-grid;
  }
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
  }
`;
const Account = styled.div`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  ${media.tablet} {
    display: flex;
  }
`;
const Name = styled.span`
  max-width: 11rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
const MenuAccount = styled.div`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  p {
    margin: 0;
    font-weight: 600;
  }
`;

/** Scrolled past the threshold (10 px): the header turns translucent with blur. */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(
    () => typeof window !== 'undefined' && window.scrollY > HEADER_SCROLL_THRESHOLD_PX,
  );
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolled;
}

export interface HeaderProps {
  /**
   * CART INDICATOR SLOT: the lead mounts the cart indicator here (it renders
   * before the theme toggle in the right-hand actions, on every width).
   */
  cartSlot?: ReactNode;
  /** Use the phone layout (hamburger menu) at every width: for narrow containers and stories. */
  compact?: boolean;
}

/** The site header: fixed, every navigation item, theme toggle, login or the signed-in user. */
export function Header({ cartSlot, compact = false }: HeaderProps) {
  const { user, signingOut, actor } = useSession();
  const scrolled = useScrolled();
  // Signed in means a server session (useIsLoggedIn): its user's name.
  const signedIn = useIsLoggedIn();
  const name = user?.name?.trim() || 'User';
  const logout = () => actor.send({ type: 'session.logout' });

  return (
    <Bar $scrolled={scrolled} data-scrolled={scrolled}>
      <Inner>
        <Brand to={ROUTES.home} aria-label={`${BRAND.name}, ke beranda`}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span aria-hidden="true">
            API <span>Futsal</span>
          </span>
        </Brand>
        <DesktopNav hidden={compact} />
        <Actions>
          {/* ---- CART INDICATOR SLOT (mounted by the lead via the cartSlot prop) ---- */}
          {cartSlot}
          <SavedLink to={ROUTES.saved} aria-label={SAVED_LIST_TITLE}>
            <StrokeIcon strokeLinejoin="round">
              <path d="M6 3h12v18l-6-4-6 4z" />
            </StrokeIcon>
          </SavedLink>
          <ThemeToggle />
          {signedIn ? (
            <Account>
              <Name title={name}>{name}</Name>
              <Button $variant="secondary" $size="sm" disabled={signingOut} onClick={logout}>
                Logout
              </Button>
            </Account>
          ) : (
            <ButtonLink to={ROUTES.login} $size="sm">
              Login
            </ButtonLink>
          )}
          <MobileMenu
            always={compact}
            footer={
              <MenuAccount>
                {signedIn && <p>Masuk sebagai {name}</p>}
                <Link to={ROUTES.saved}>Artikel tersimpan</Link>
                {signedIn && (
                  <Button $variant="secondary" disabled={signingOut} onClick={logout}>
                    Logout
                  </Button>
                )}
              </MenuAccount>
            }
          />
        </Actions>
      </Inner>
    </Bar>
  );
}
