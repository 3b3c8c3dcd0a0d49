import { defineConfig } from '@playwright/test';
import { journeyDefaults } from './playwright.shared.ts';

const PREVIEW_PORT = Number(process.env.E2E_PORT ?? 4173);
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4010);

/**
 * Journeys through the built site, served by the reference server's site mode (server/site-server.ts:
 * its own files, pages, security headers and compression), with the Prism mock of the contract as
 * its upstream API.
 */
export default defineConfig({
  ...journeyDefaults,
  testDir: 'e2e',
  fullyParallel: true,
  // 2-core CI machines run the site server, Prism and two browsers at once.
  workers: 2,
  timeout: 30_000,
  use: { ...journeyDefaults.use, baseURL: `http://localhost:${PREVIEW_PORT}` },
  webServer: [
    {
      // Prism's log of every request is read by no one here, and costs a third of its CPU.
      command: `node --import tsx scripts/mock.ts --port ${MOCK_PORT} --verboseLevel warn`,
      url: `http://127.0.0.1:${MOCK_PORT}/articles`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node --import tsx server/main.ts',
      url: `http://localhost:${PREVIEW_PORT}/`,
      // Warnings only: a line per request is read by no one here.
      env: {
        API_UPSTREAM: `http://127.0.0.1:${MOCK_PORT}`,
        PORT: String(PREVIEW_PORT),
        HOST: 'localhost',
        LOG_LEVEL: 'warn',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
