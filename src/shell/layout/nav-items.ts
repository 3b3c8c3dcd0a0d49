import { ROUTES } from '../../config/routes';

export interface NavItem {
  label: string;
  to: string;
  children?: NavItem[];
}

/**
 * The header navigation, relative targets made absolute.
 * Futsalpedia's sub-item "Tools" has no page of its own; it leads to the
 * Training Tools list, the closest existing screen.
 */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: ROUTES.home },
  {
    label: 'Technical Area',
    to: ROUTES.areaTeknis,
    children: [
      {
        label: 'Artikel',
        to: ROUTES.areaTeknisArtikel,
        children: [{ label: 'Teknik', to: ROUTES.areaTeknisTeknik }],
      },
      { label: 'Video', to: ROUTES.areaTeknisVideo },
    ],
  },
  {
    label: 'Free Kick',
    to: ROUTES.freekick,
    children: [
      {
        label: 'Futsalpedia',
        to: ROUTES.areaTeknisArtikel,
        children: [{ label: 'Tools', to: ROUTES.freekickTrainingTools }],
      },
      { label: 'Training Tools', to: ROUTES.freekickTrainingTools },
      { label: 'Partners', to: ROUTES.freekickAcademy },
      { label: 'Others', to: ROUTES.freekickOthers },
    ],
  },
  {
    label: 'Events',
    to: ROUTES.webinars,
    children: [
      { label: 'Webinars', to: ROUTES.webinars },
      { label: 'Training', to: ROUTES.training },
    ],
  },
  { label: 'Subscription', to: ROUTES.pricing },
  {
    label: 'About Us',
    to: ROUTES.about,
    children: [
      { label: 'Who We Are', to: ROUTES.about },
      { label: 'Contact Us', to: ROUTES.about },
    ],
  },
];

/** Whether `pathname` is inside the item (for the current-section highlight). */
export function isInSection(item: NavItem, pathname: string): boolean {
  const own =
    item.to === '/' ? pathname === '/' : pathname === item.to || pathname.startsWith(`${item.to}/`);
  return own || (item.children ?? []).some((c) => isInSection(c, pathname));
}
