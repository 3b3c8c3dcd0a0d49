import { describe, expect, it } from 'vitest';
import { shade, themes } from './themes';
import { translucent } from './translucent';

describe('translucent', () => {
  it('writes a theme colour at an opacity as the rgba() CSS reads', () => {
    expect(translucent('#0f172a', 0.35)).toBe('rgba(15, 23, 42, 0.35)');
    expect(translucent('#FFFFFF', 0.035)).toBe('rgba(255, 255, 255, 0.035)');
    expect(translucent(themes.dark.color.bg, 0.55)).toBe('rgba(11, 17, 32, 0.55)');
  });

  it('refuses what is not a #rrggbb colour or an opacity', () => {
    expect(() => translucent('#fff', 0.5)).toThrow(/#rrggbb/);
    expect(() => translucent('red', 0.5)).toThrow(/#rrggbb/);
    expect(() => translucent('#ffffff', 1.5)).toThrow(/between 0 and 1/);
  });

  it('has a #rrggbb colour for every shade', () => {
    for (const [name, hex] of Object.entries(shade)) expect(hex, name).toMatch(/^#[0-9a-f]{6}$/);
  });
});
