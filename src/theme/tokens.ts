/** Design tokens shared by both themes. */
export const tokens = {
  font: {
    // Each web font's fallback face (src/theme/font-fallbacks.css) stands in until it has arrived.
    body: "'Inter', 'Inter fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    heading:
      "'Montserrat', 'Montserrat fallback', 'Inter', 'Inter fallback', system-ui, sans-serif",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
    '4xl': '3rem',
  },
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    8: '2rem',
    10: '2.5rem',
    12: '3rem',
    16: '4rem',
    20: '5rem',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', xl: '24px', pill: '999px' },
  /**
   * Where layouts change, as min-widths, smallest first. sm, md, lg and xl are the general steps;
   * the named ones between them are where one layout changes and keep that layout's own width.
   */
  breakpoint: {
    sm: '480px',
    /** The header shows the account's name; the footer goes to two columns. */
    tablet: '640px',
    md: '768px',
    /**
     * Two-column page layouts: the home hero and its featured article, and Free Kick's side
     * column beside the list.
     */
    columns: '960px',
    lg: '1024px',
    /** The desktop navigation replaces the menu button. */
    nav: '1100px',
    xl: '1280px',
  },
  motion: { fast: '120ms', base: '200ms', slow: '400ms', easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)' },
  layout: { maxWidth: '1200px', headerHeight: '4rem', adminSidebar: '16rem' },
  z: { header: 50, drawer: 60, overlay: 70, dialog: 80, toast: 90 },
} as const;

type Breakpoint = keyof typeof tokens.breakpoint;

/**
 * The media queries styles use, one per breakpoint (`${media.md} { ... }`), reducedMotion and
 * noHover.
 * Write no other @media by hand.
 */
export const media = {
  ...(Object.fromEntries(
    Object.entries(tokens.breakpoint).map(([name, width]) => [
      name,
      `@media (min-width: ${width})`,
    ]),
  ) as { [B in Breakpoint]: `@media (min-width: ${(typeof tokens.breakpoint)[B]})` }),
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  /** A device whose main pointer cannot hover (a touch screen): say "tap", not "hover". */
  noHover: '@media (hover: none)',
} as const;
