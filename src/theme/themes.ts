// With its extension: the build's config reads this file through Node's own loader too.
import { tokens } from './tokens.ts';
import { translucent } from './translucent.ts';

export type ThemeMode = 'light' | 'dark';

/** Colour roles. Every text/background pair here meets WCAG 2.2 AA (4.5:1). */
export interface Palette {
  bg: string;
  surface: string;
  surfaceAlt: string;
  text: string;
  textMuted: string;
  border: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  accent: string;
  onAccent: string;
  danger: string;
  onDanger: string;
  success: string;
  focus: string;
  overlay: string;
  headerBg: string;
  heroBg: string;
  onHero: string;
  /** Icons drawn inside a field (the search magnifier): the same slate grey in both themes. */
  fieldIcon: string;
}

const light: Palette = {
  bg: '#f6f7f9',
  surface: '#ffffff',
  surfaceAlt: '#eef1f5',
  text: '#0f172a',
  textMuted: '#475569',
  border: '#d5dbe3',
  primary: '#c2410c',
  primaryHover: '#9a3412',
  onPrimary: '#ffffff',
  accent: '#166534',
  onAccent: '#ffffff',
  danger: '#b91c1c',
  onDanger: '#ffffff',
  success: '#166534',
  focus: '#1d4ed8',
  overlay: 'rgba(15, 23, 42, 0.55)',
  headerBg: 'rgba(255, 255, 255, 0.82)',
  heroBg: '#0b2e1f',
  onHero: '#ffffff',
  fieldIcon: '#64748b',
};

const dark: Palette = {
  bg: '#0b1120',
  surface: '#111a2e',
  surfaceAlt: '#1c2740',
  text: '#f1f5f9',
  textMuted: '#a8b4c7',
  border: '#334155',
  primary: '#fb923c',
  primaryHover: '#fdba74',
  onPrimary: '#1c1209',
  accent: '#4ade80',
  onAccent: '#052e16',
  danger: '#f87171',
  onDanger: '#1f0707',
  success: '#4ade80',
  focus: '#93c5fd',
  overlay: 'rgba(2, 6, 23, 0.7)',
  headerBg: 'rgba(11, 17, 32, 0.82)',
  heroBg: '#06170f',
  onHero: '#ffffff',
  fieldIcon: '#64748b',
};

/**
 * What sits on the dark bands (the home hero, page headers, listing heroes, the footer, video
 * posters). The bands are dark in both themes (`heroBg`, `pitch`), so these colours are the same
 * in both; text on a band is `onHero`, or one of these. Each pair meets AA on its band.
 */
const band = {
  /** Lead text. */
  muted: '#e2e8f0',
  /** Small print and hints. */
  subtle: '#cbd5e1',
  /** Figure labels on the green stat tiles. */
  tint: '#d1fae5',
  /** The small capitals line above a band's title. */
  eyebrow: '#fdba74',
  /** The highlighted word of a title; the brand's second word in the footer. */
  highlight: '#fb923c',
  /** The "live" dot of the home hero's kicker. */
  marker: '#4ade80',
  /** The orange action (buttons, the video's play disc), with onHero text. */
  action: '#c2410c',
  actionHover: '#9a3412',
  /** The focus ring. */
  focus: '#93c5fd',
  /** Text on a white (onHero) button; a gradient stop. */
  ink: '#0f172a',
  /** The darkest pitch green: the footer, video frames, the featured article's backdrop. */
  pitch: '#06170f',
  /** The stops of the listing heroes' gradients (each section has its own pair). */
  field: '#0b2e1f',
  forest: '#052e16',
  grass: '#14532d',
  night: '#0b1736',
  indigo: '#1e1b4b',
  /** The mown stripes of the video poster's pitch. */
  stripe: '#0b3d26',
  stripeAlt: '#0e4a2e',
  /** The closing call-to-action band: its deepest orange, and muted text on it. */
  ctaDeep: '#7c2d12',
  ctaMuted: '#ffedd5',
  /** The blog video's frame and its red play disc. */
  video: '#0b1220',
  play: '#b91c1c',
} as const;

/**
 * The colours of shadows, glows and veils, the same in both themes. They are always drawn
 * translucent, through `translucent(shade.x, opacity)` (src/theme/translucent.ts).
 */
export const shade = {
  /** Shadows of cards and raised panels (the text colour of the light theme). */
  ink: band.ink,
  /** Deeper shadows: dialogs, popovers, the header once scrolled. */
  abyss: '#020617',
  /** Shadows and scrims on the dark bands and video posters. */
  black: '#000000',
  /** Lines, frames and glass on the dark bands. */
  white: '#ffffff',
  /** The orange glow of the listing heroes and the highlighted plan. */
  ember: band.highlight,
  rust: band.action,
  /** The green glows of the listing heroes and the sign-in pages. */
  mint: band.marker,
  lime: '#22c55e',
  leaf: '#166534',
  /** A neutral track that reads on both themes (the toast's timer). */
  grey: '#7f7f7f',
  /** The home hero's caption panel. */
  pitchShadow: '#020a06',
} as const;

/** The shadows several surfaces share. */
export const elevation = {
  /** A listing card at rest (articles, events, courses). */
  card: `0 10px 30px -18px ${translucent(shade.ink, 0.35)}`,
  /** A floating notice above the page (toasts, the update and install offers). */
  popover: `0 18px 40px -12px ${translucent(shade.abyss, 0.45)}`,
} as const;

export type BandPalette = { [K in keyof typeof band]: string };

export const themes: Record<ThemeMode, AppTheme> = {
  light: { mode: 'light', color: light, band, ...tokens },
  dark: { mode: 'dark', color: dark, band, ...tokens },
};

export type AppTheme = typeof tokens & { mode: ThemeMode; color: Palette; band: BandPalette };
