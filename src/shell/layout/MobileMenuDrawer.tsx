import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isInSection, NAV_ITEMS } from './nav-items';
import { chevron, chevronToggle } from './chevron';
import { NavSubItem } from './NavSubItem';
import { media } from '../../theme/tokens';

const Drawer = styled.div<{ $always?: boolean }>`
  position: fixed;
  top: ${({ theme }) => theme.layout.headerHeight};
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.z.drawer};
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]}
    ${({ theme }) => theme.space[10]};
  ${media.nav} {
    display: ${({ $always }) => ($always ? 'block' : 'none')};
  }
  > nav > ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;
const Row = styled.div`
  display: flex;
  align-items: center;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  > a {
    flex: 1;
    display: flex;
    align-items: center;
    min-height: 3.25rem;
    padding: 0 0.5rem;
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.heading};
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSize.lg};
    text-decoration: none;
    &[data-section='true'] {
      color: ${({ theme }) => theme.color.primary};
    }
  }
`;
const Expand = styled.button`
  ${chevronToggle('1.1rem')}
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;
const Sub = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0.25rem 0 0.5rem 1rem;
  a {
    display: flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 0.5rem;
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radius.sm};
    &:hover {
      background: ${({ theme }) => theme.color.surfaceAlt};
    }
  }
  ul {
    list-style: none;
    padding: 0 0 0 1rem;
    margin: 0;
  }
  ul a {
    font-weight: 500;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const Extra = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * The open phone menu: an accordion of every navigation item. It loads on
 * demand (see MobileMenu) and takes the focus when it mounts.
 */
export function MobileMenuDrawer({
  id,
  always,
  footer,
}: {
  id: string;
  always: boolean;
  footer?: ReactNode;
}) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const { pathname } = useLocation();
  const drawer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    drawer.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, []);

  return (
    <Drawer ref={drawer} id={id} $always={always}>
      <nav aria-label="Menu utama">
        <ul>
          {NAV_ITEMS.map((item) => {
            const subId = `${id}-${item.label.replace(/\W+/g, '-')}`;
            const isOpen = expanded === item.label;
            return (
              <li key={item.label}>
                <Row>
                  <Link to={item.to} data-section={isInSection(item, pathname)}>
                    {item.label}
                  </Link>
                  {item.children?.length ? (
                    <Expand
                      type="button"
                      aria-expanded={isOpen}
                      aria-controls={subId}
                      aria-label={`Submenu ${item.label}`}
                      onClick={() => setExpanded(isOpen ? null : item.label)}
                    >
                      {chevron}
                    </Expand>
                  ) : null}
                </Row>
                {item.children?.length ? (
                  <Sub id={subId} hidden={!isOpen}>
                    {item.children.map((child) => (
                      <NavSubItem key={child.label} item={child} />
                    ))}
                  </Sub>
                ) : null}
              </li>
            );
          })}
        </ul>
      </nav>
      {footer && <Extra>{footer}</Extra>}
    </Drawer>
  );
}
