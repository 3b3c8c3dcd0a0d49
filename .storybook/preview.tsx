import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/montserrat/latin-700.css';
import '@fontsource/montserrat/latin-800.css';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { withProviders } from './decorators';
import { createHandlers } from '../mocks/handlers';
import { pinClock } from './fixed-clock';
import { COMPONENT_MODES } from './modes';

pinClock();

// A play function's findBy/waitFor waits up to 5 s (the library default is 1 s): on a
// busy two-core machine the first story of a file can take longer than a second to get
// its mocked answer, and a story must fail for what it shows, not for the machine's load.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  loaders: [mswLoader()],
  decorators: [withProviders],
  parameters: {
    layout: 'fullscreen',
    msw: createHandlers(),
    // Signed out by default; a story sets `session: 'admin' | 'member'`.
    session: null,
    // The variants Chromatic captures; page stories add the phone (PAGE_MODES).
    // The local visual tier reads the same parameter.
    chromatic: { modes: COMPONENT_MODES },
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
};

export default preview;
