import { createRequire } from 'node:module';
import { defineConfig, devices } from '@playwright/test';

const require = createRequire(import.meta.url);
const { findChromium, browserEnv, CHROMIUM_ARGS } = require('./scripts/browser.cjs') as {
  findChromium: () => string;
  browserEnv: (executable: string) => Record<string, string>;
  CHROMIUM_ARGS: string[];
};
const executablePath = findChromium();

/**
 * Journeys through the built site served by the reference server (not the
 * mock): each test file starts `server/main.ts` itself on a free port with a
 * temp PGlite directory (e2e-server/fixtures.ts), so it can restart it.
 * `npm run test:e2e:server` builds the site first.
 */
export default defineConfig({
  testDir: 'e2e-server',
  // Its own output folder: the mock journeys (e2e/) wipe test-results/ when they start.
  outputDir: 'test-results-server',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 180_000,
  expect: { timeout: 10_000 },
  use: {
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_ARGS, env: browserEnv(executablePath) },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
});
