import { css } from 'styled-components';
import { StrokeIcon } from '../../components/Icon/StrokeIcon';

/** The down chevron of the submenu toggles (desktop and mobile); it turns with aria-expanded. */
export const chevron = (
  <StrokeIcon viewBox="0 0 16 16" strokeLinecap="round" strokeLinejoin="round">
    <path d="m4 6 4 4 4-4" />
  </StrokeIcon>
);

/**
 * A submenu toggle showing the chevron (desktop and mobile): a borderless button with the icon
 * centred in the text colour, at `iconSize`, turned half round while its submenu is open. The
 * button's size and background are each menu's own.
 */
export const chevronToggle = (iconSize: string) => css`
  display: inline-grid;
  place-items: center;
  border: 0;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  svg {
    width: ${iconSize};
    height: ${iconSize};
    transition: transform ${({ theme }) => theme.motion.base};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;
