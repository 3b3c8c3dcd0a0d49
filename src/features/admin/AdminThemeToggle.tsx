import styled from 'styled-components';
import { roundIconControl } from '../../components/Icon/round-icon-control';
import { StrokeIcon } from '../../components/Icon/StrokeIcon';
import { useThemeMode } from '../../theme/ThemeModeProvider';

/**
 * The round bordered control the public header's theme toggle is, with a border as strong as
 * muted text (at least 3:1 against the top bar in both themes); the site's focus ring.
 */
const Toggle = styled.button`
  ${roundIconControl}
  display: inline-grid;
  border-color: ${({ theme }) => theme.color.textMuted};
`;

/** The admin top bar's switch between the light and the dark theme; its name says what it does. */
export function AdminThemeToggle() {
  const { mode, toggle } = useThemeMode();
  const dark = mode === 'dark';
  const label = dark ? 'Gunakan tema terang' : 'Gunakan tema gelap';
  return (
    <Toggle type="button" onClick={toggle} aria-label={label} title={label}>
      {dark ? (
        <StrokeIcon strokeLinecap="round">
          <circle cx="12" cy="12" r="4.5" />
          <path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" />
        </StrokeIcon>
      ) : (
        <StrokeIcon strokeLinejoin="round">
          <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11z" />
        </StrokeIcon>
      )}
    </Toggle>
  );
}
