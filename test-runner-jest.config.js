// Jest config for @storybook/test-runner: run the stories in the pinned Chromium (scripts/browser.cjs).
import { createRequire } from 'node:module';
import { getJestConfig } from '@storybook/test-runner';

const require = createRequire(import.meta.url);
const { findChromium, browserEnv, CHROMIUM_ARGS } = require('./scripts/browser.cjs');
const executablePath = findChromium();

const base = getJestConfig();

export default {
  ...base,
  testTimeout: 60_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath, args: CHROMIUM_ARGS, env: browserEnv(executablePath) },
      contextOptions: {
        viewport: { width: 1280, height: 800 },
        reducedMotion: 'reduce',
        locale: 'id-ID',
        timezoneId: 'Asia/Jakarta',
      },
    },
  },
};
