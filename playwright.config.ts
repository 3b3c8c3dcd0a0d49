import { defineConfig } from '@playwright/test';
import { journeyDefaults } from './playwright.shared.ts';

const PREVIEW_PORT = Number(process.env.E2E_PORT ?? 4173);
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4010);

/** Journeys through the built site (vite preview) against the Prism mock of the contract. */
export default defineConfig({
  ...journeyDefaults,
  testDir: 'e2e',
  fullyParallel: true,
  // 2-core CI machines run the preview server, Prism and two browsers at once.
  workers: 2,
  timeout: 30_000,
  use: { ...journeyDefaults.use, baseURL: `http://localhost:${PREVIEW_PORT}` },
  webServer: [
    {
      command: `node --import tsx scripts/mock.ts --port ${MOCK_PORT}`,
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
