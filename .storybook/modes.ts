// The visual variants every story is captured in, shared by the local visual
// tier (.storybook/test-runner.ts) and Chromatic (`parameters.chromatic.modes`).
// `theme` is the global the decorators read; `viewport` is the capture size.

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;
export type ThemeName = 'light' | 'dark';

export interface VisualMode {
  theme: ThemeName;
  viewport: { width: number; height: number };
}

const mode = (theme: ThemeName, viewport: ViewportName): VisualMode => ({
  theme,
  viewport: { ...VIEWPORTS[viewport] },
});

/** Components: both themes on a desktop. */
export const COMPONENT_MODES: Record<string, VisualMode> = {
  'light desktop': mode('light', 'desktop'),
  'dark desktop': mode('dark', 'desktop'),
};

/**
 * Pages: both themes on a desktop, and the phone layout in the light theme. The
 * dark theme is the same layout in other colours, so a dark phone screenshot
 * repeats what the dark desktop and the light phone ones already show; axe
 * still checks every story in both themes.
 */
export const PAGE_MODES: Record<string, VisualMode> = {
  ...COMPONENT_MODES,
  'light phone': mode('light', 'phone'),
};

/** Stories whose subject exists only on a phone (a drawer, a mobile menu): every theme there too. */
export const PHONE_LAYER_MODES: Record<string, VisualMode> = {
  ...PAGE_MODES,
  'dark phone': mode('dark', 'phone'),
};

/** "dark phone" → the screenshot suffix "dark-phone". */
export const modeSuffix = (name: string) => name.replace(/\s+/g, '-');
