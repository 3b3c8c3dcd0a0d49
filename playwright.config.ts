import { createRequire } from 'node:module';
import { defineConfig, devices } from '@playwright/test';

const require = createRequire(import.meta.url);
const { findChromium, browserEnv, CHROMIUM_ARGS } = require('./scripts/browser.cjs') as {
  findChromium: () => string;
  browserEnv: (executable: string) => Record<string, string>;
  CHROMIUM_ARGS: string[];
};
const executablePath = findChromium();

const PREVIEW_PORT = Number(process.env.E2E_PORT ?? 4173);
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4010);

/** Journeys through the built site (vite preview) against the Prism mock of the contract. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // On CI a failed journey runs once more: one that passes then is listed as "flaky" in the
  // output (and in the summary of `npm test`), one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  // 2-core CI machines run the preview server, Prism and two browsers at once.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PREVIEW_PORT}`,
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
  webServer: [
    {
      command: `node_modules/.bin/prism mock openapi/openapi.yaml --host 127.0.0.1 --port ${MOCK_PORT}`,
      url: `http://127.0.0.1:${MOCK_PORT}/articles`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node_modules/.bin/vite preview --port ${PREVIEW_PORT} --strictPort`,
      url: `http://localhost:${PREVIEW_PORT}/`,
      env: { API_TARGET: `http://127.0.0.1:${MOCK_PORT}` },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
