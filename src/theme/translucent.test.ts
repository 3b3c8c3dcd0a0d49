import { describe, expect, it } from 'vitest';
import { shade, themes } from './themes';
import { translucent } from './translucent';

describe('translucent', () => {
  it('writes a theme colour at an opacity as the rgba() CSS reads', () => {
    expect(translucent('#0f172a', 0.35)).toBe('rgba(15, 23, 42, 0.35)');
    expect(translucent('#FFFFFF', 0.035)).toBe('rgba(255, 255, 255, 0.035)');
    expect(translucent(themes.dark.color.bg, 0.55)).toBe('rgba(11, 17, 32, 0.55)');
  });

  it('has a #rrggbb colour for every shade and every colour of both themes', () => {
    const colours = {
      ...shade,
      ...themes.light.color,
      ...Object.fromEntries(Object.entries(themes.dark.color).map(([k, v]) => [`dark ${k}`, v])),
    };
    for (const [name, value] of Object.entries(colours))
      expect(value, name).toMatch(/^#[0-9a-f]{6}$|^rgba\(\d+, \d+, \d+, 0?\.\d+\)$/);
  });
});
