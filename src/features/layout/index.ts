export { DesktopNav } from './DesktopNav';
export { MobileMenu } from './MobileMenu';
export { ThemeToggle } from './ThemeToggle';
export {
  PageEnter,
  PageTransitionOverlay,
  RouteTransitions,
  ScrollToTop,
  useHasNavigated,
  usePageTransition,
} from './PageTransition';
export { NAV_ITEMS, isInSection } from './nav-items';
export type { NavItem } from './nav-items';
