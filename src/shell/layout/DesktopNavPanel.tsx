import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { NavItem } from './nav-items';
import { NavSubItem } from './NavSubItem';
import { shade } from '../../theme/themes';
import { translucent } from '../../theme/translucent';

const Panel = styled.ul`
  position: absolute;
  top: calc(100% + 0.5rem);
  left: 0;
  min-width: 15rem;
  margin: 0;
  padding: 0.5rem;
  list-style: none;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 0 24px 48px -16px ${translucent(shade.abyss, 0.35)};
  /* A bridge so the pointer can cross the gap without leaving the item. */
  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: -0.6rem;
    height: 0.6rem;
  }
  a {
    display: flex;
    align-items: center;
    min-height: 2.5rem;
    padding: 0 0.75rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.sm};
    text-decoration: none;
    &:hover,
    &:focus-visible {
      background: ${({ theme }) => theme.color.surfaceAlt};
    }
    &[aria-current='page'] {
      color: ${({ theme }) => theme.color.primary};
    }
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0 0 0 0.75rem;
    border-left: 2px solid ${({ theme }) => theme.color.border};
    margin-left: 0.75rem;
  }
  ul a {
    font-weight: 500;
  }
`;

/** One desktop submenu: the item's children, and their groups, as links. Hidden while closed. */
export function DesktopNavPanel({
  id,
  item,
  open,
  pathname,
  onEscape,
}: {
  id: string;
  item: NavItem;
  open: boolean;
  pathname: string;
  /** Escape: the navigation closes the submenu and gives its button the focus back. */
  onEscape: () => void;
}) {
  // Up and Down move through the submenu's links (round), Home and End go to the first and last.
  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onEscape();
      return;
    }
    const links = [...e.currentTarget.querySelectorAll('a')];
    const i = links.indexOf(document.activeElement as HTMLAnchorElement);
    let next: HTMLAnchorElement | undefined;
    if (e.key === 'ArrowDown') next = links[(i + 1) % links.length];
    else if (e.key === 'ArrowUp') next = links[(i - 1 + links.length) % links.length];
    else if (e.key === 'Home') next = links[0];
    else if (e.key === 'End') next = links.at(-1);
    if (next) {
      e.preventDefault();
      next.focus();
    }
  };
  return (
    <Panel id={id} hidden={!open} onKeyDown={onKeyDown}>
      {item.children?.map((child) => (
        <NavSubItem key={child.label} item={child} currentPath={pathname} />
      ))}
    </Panel>
  );
}
