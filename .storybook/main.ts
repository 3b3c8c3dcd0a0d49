import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The site's static files, and msw's service worker, which only Storybook serves (never in dist/).
  staticDirs: ['../public', './public'],
  // Storybook builds with vite.config.ts: without the service worker and its manifest (stories
  // never run under a worker; vite-plugin-pwa's plugins all carry its name).
  viteFinal: (config) => ({
    ...config,
    plugins: (config.plugins ?? [])
      .flat()
      .filter(
        (plugin) =>
          !(plugin && typeof plugin === 'object' && 'name' in plugin) ||
          !String(plugin.name).startsWith('vite-plugin-pwa'),
      ),
  }),
};

export default config;
