import { StrokeIcon } from '../../components/Icon/StrokeIcon';

/** The down chevron of the submenu toggles (desktop and mobile); it turns with aria-expanded. */
export const chevron = (
  <StrokeIcon viewBox="0 0 16 16" strokeLinecap="round" strokeLinejoin="round">
    <path d="m4 6 4 4 4-4" />
  </StrokeIcon>
);
