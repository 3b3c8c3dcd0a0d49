import { Link } from 'react-router-dom';
import type { NavItem } from './nav-items';

/**
 * One entry of a submenu (the desktop panel and the phone drawer): its link and, below it, its
 * own sub-items' links in a list named after it. With `currentPath`, the link that leads to that
 * path is marked as the current page.
 */
export function NavSubItem({ item, currentPath }: { item: NavItem; currentPath?: string }) {
  return (
    <li>
      <Link to={item.to} aria-current={currentPath === item.to ? 'page' : undefined}>
        {item.label}
      </Link>
      {item.children?.length ? (
        <ul aria-label={item.label}>
          {item.children.map((g) => (
            <li key={g.label}>
              <Link to={g.to}>{g.label}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
