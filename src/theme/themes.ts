import { tokens } from './tokens';

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
};

export const themes: Record<ThemeMode, AppTheme> = {
  light: { mode: 'light', color: light, ...tokens },
  dark: { mode: 'dark', color: dark, ...tokens },
};

export type AppTheme = typeof tokens & { mode: ThemeMode; color: Palette };
