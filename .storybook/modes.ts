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

/** Pages: both themes, on a desktop and on a phone. */
export const PAGE_MODES: Record<string, VisualMode> = {
  ...COMPONENT_MODES,
  'light phone': mode('light', 'phone'),
  'dark phone': mode('dark', 'phone'),
};

/** "dark phone" → the screenshot suffix "dark-phone". */
export const modeSuffix = (name: string) => name.replace(/\s+/g, '-');
