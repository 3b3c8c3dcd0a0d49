import { createRequire } from 'node:module';
import { devices, type PlaywrightTestConfig } from '@playwright/test';

const require = createRequire(import.meta.url);
const { findChromium, browserEnv, CHROMIUM_ARGS } = require('./scripts/browser.cjs') as {
  findChromium: () => string;
  browserEnv: (executable: string) => Record<string, string>;
  CHROMIUM_ARGS: string[];
};
const executablePath = findChromium();

/**
 * What both journey suites share (the built site against the Prism mock, and against the
 * reference server): the pinned Chromium, an Indonesian visitor in Jakarta, a trace of a failed
 * journey's retry, one desktop project, and no service worker: a journey that does not test the offline
 * site sees every answer straight from the network, as before the site had one. An offline
 * journey opts in with `test.use({ serviceWorkers: 'allow' })`.
 */
export const journeyDefaults = {
  // On CI a failed journey runs once more: one that passes then is listed as "flaky" in the
  // output (and in the summary of `npm test`), one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list']],
  expect: { timeout: 10_000 },
  use: {
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    // Recording a trace (a screencast and a DOM snapshot per action) costs a fifth of a journey's
    // CPU time, so only a retry records one: on CI a failed journey's second run leaves its trace
    // in test-results/. Locally, `npx playwright test --trace on` records every journey.
    trace: 'on-first-retry',
    serviceWorkers: 'block',
    launchOptions: { executablePath, args: CHROMIUM_ARGS, env: browserEnv(executablePath) },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
} satisfies PlaywrightTestConfig;
