/**
 * A colour at an opacity, as CSS `rgba()`: `translucent('#0f172a', 0.35)` is
 * `rgba(15, 23, 42, 0.35)`. Shadows, glows and veils take a named colour of the theme
 * (`shade.*`, `band.*`, `color.*`) through it, so no raw colour is written in a style.
 */
export function translucent(hex: string, alpha: number): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`translucent() takes a #rrggbb colour, not ${hex}`);
  if (!(alpha >= 0 && alpha <= 1)) throw new Error(`an opacity is between 0 and 1, not ${alpha}`);
  const [r, g, b] = m.slice(1).map((h) => parseInt(h, 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
