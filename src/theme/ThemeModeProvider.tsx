import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { ThemeProvider } from 'styled-components';
import { STORAGE_KEYS } from '../config/storage-keys';
import { readString, remove, writeString } from '../lib/storage';
import { GlobalStyle } from './GlobalStyle';
import { themes, type ThemeMode } from './themes';

interface ThemeModeValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggle: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

/** The stored choice, else the system preference. A bad stored value is removed. */
export function initialThemeMode(): ThemeMode {
  const stored = readString(STORAGE_KEYS.theme);
  if (stored === 'light' || stored === 'dark') return stored;
  if (stored !== null) remove(STORAGE_KEYS.theme);
  const prefersDark =
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches;
  return prefersDark ? 'dark' : 'light';
}

export function ThemeModeProvider({
  children,
  forcedMode,
}: {
  children: ReactNode;
  /** Stories pin a theme without touching storage. */
  forcedMode?: ThemeMode;
}) {
  const [mode, setModeState] = useState<ThemeMode>(() => forcedMode ?? initialThemeMode());
  const effective = forcedMode ?? mode;

  const setMode = useCallback((next: ThemeMode) => {
    setModeState(next);
    writeString(STORAGE_KEYS.theme, next);
  }, []);
  const toggle = useCallback(
    () => setMode(effective === 'dark' ? 'light' : 'dark'),
    [effective, setMode],
  );

  useEffect(() => {
    document.documentElement.dataset.theme = effective;
  }, [effective]);

  const value = useMemo(() => ({ mode: effective, setMode, toggle }), [effective, setMode, toggle]);
  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={themes[effective]}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeValue {
  const ctx = useContext(ThemeModeContext);
  if (!ctx) throw new Error('useThemeMode must be used inside ThemeModeProvider');
  return ctx;
}
