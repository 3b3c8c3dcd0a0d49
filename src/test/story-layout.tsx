// Layouts for stories. Stories follow the site's Content Security Policy too (no inline style
// attributes), so they arrange what they show with these instead of style={{...}}.
import type { Decorator } from '@storybook/react-vite';
import styled, { css, type DefaultTheme } from 'styled-components';
import { VIEWPORTS } from '../../.storybook/modes';
import { Section } from '../components/Section/Section';

type Space = keyof DefaultTheme['space'];

interface RowProps {
  $gap: Space;
  /** Centred across the row (items of different heights). */
  $centre?: boolean;
  /** Packed at the end of the row (a dialog's actions). */
  $end?: boolean;
}
const row = css<RowProps>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  ${({ $centre }) => $centre && 'align-items: center;'}
  ${({ $end }) => $end && 'justify-content: flex-end;'}
`;

/** Side by side, `$gap` apart, wrapping when the row is full. */
export const Row = styled.div<RowProps>`
  ${row}
`;

/** A story's Section whose children sit side by side (a Row). */
export const RowSection = styled(Section)<RowProps>`
  ${row}
`;

/** A story's Section whose children stack `$gap` apart, at most `$width` wide. */
export const StackSection = styled(Section)<{ $gap: Space; $width?: string }>`
  display: grid;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  ${({ $width }) => $width && `max-width: ${$width};`}
`;

/** Room around what a story shows (`$padding` on every side), at most `$width` wide. */
export const Frame = styled.div<{ $padding?: Space; $width?: string }>`
  ${({ theme, $padding }) => $padding && `padding: ${theme.space[$padding]};`}
  ${({ $width }) => $width && `max-width: ${$width};`}
`;

/** A decorator: the story in a column as wide as the phone the screenshots use. */
export const phoneWidth: Decorator = (Story) => (
  <Frame $width={`${VIEWPORTS.phone.width}px`}>
    <Story />
  </Frame>
);
