export { DesktopNav } from './DesktopNav';
export { MobileMenu } from './MobileMenu';
export { ThemeToggle } from './ThemeToggle';
export { PageEnter, RouteTransitions, ScrollToTop, useHasNavigated } from './PageTransition';
export { PageTransitionOverlay, usePageTransition } from './PageTransitionOverlay';
export { NAV_ITEMS, isInSection } from './nav-items';
export type { NavItem } from './nav-items';
