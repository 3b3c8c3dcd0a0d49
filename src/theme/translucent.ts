/**
 * A #rrggbb colour at an opacity, as CSS `rgba()`: `translucent('#0f172a', 0.35)` is
 * `rgba(15, 23, 42, 0.35)`. Shadows, glows and veils take a named colour of the theme
 * (`shade.*`, `band.*`, `color.*`) through it, so no raw colour is written in a style.
 */
export const translucent = (hex: string, alpha: number): string =>
  `rgba(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')}, ${alpha})`;
