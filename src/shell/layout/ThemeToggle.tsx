import styled from 'styled-components';
import { useThemeMode } from '../../theme/ThemeModeProvider';
import { StrokeIcon } from '../../components/Icon/StrokeIcon';
import { roundIconControl } from '../../components/Icon/round-icon-control';

const Toggle = styled.button`
  ${roundIconControl}
  display: inline-grid;
`;

/** Switches light/dark; the choice is stored under STORAGE_KEYS.theme by ThemeModeProvider. */
export function ThemeToggle() {
  const { mode, toggle } = useThemeMode();
  const dark = mode === 'dark';
  return (
    <Toggle
      type="button"
      onClick={toggle}
      aria-label="Mode gelap"
      aria-pressed={dark}
      title={dark ? 'Gunakan tema terang' : 'Gunakan tema gelap'}
    >
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
