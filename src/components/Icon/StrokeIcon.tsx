import type { SVGProps } from 'react';

/**
 * A decorative line icon: its children are drawn in the text colour (currentColor) with 2-unit
 * strokes and no fill, on a 24×24 box unless `viewBox` says otherwise, and it is hidden from
 * assistive technology (the control around it carries the name). Any SVG attribute given
 * (strokeLinecap, strokeWidth, width …) is set on the svg as is.
 */
export function StrokeIcon({ viewBox = '0 0 24 24', ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox={viewBox}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      {...props}
    />
  );
}
