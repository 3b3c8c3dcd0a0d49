import { css } from 'styled-components';

/**
 * A round 40 px control that holds one 20 px icon, as the header's theme toggle and Tersimpan
 * link are: a bordered surface that darkens on hover. The element sets its own `display`.
 */
export const roundIconControl = css`
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  flex: none;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1.5px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;
