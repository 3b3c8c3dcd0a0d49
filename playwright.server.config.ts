import { defineConfig } from '@playwright/test';
import { journeyDefaults } from './playwright.shared.ts';

/**
 * Journeys through the built site served by the reference server (not the
 * mock): each test file starts `server/main.ts` itself on a free port with a
 * temp PGlite directory (e2e-server/fixtures.ts), so it can restart it.
 * `npm run test:e2e:server` builds the site first.
 */
export default defineConfig({
  ...journeyDefaults,
  testDir: 'e2e-server',
  // Its own output folder: the mock journeys (e2e/) wipe test-results/ when they start.
  outputDir: 'test-results-server',
  fullyParallel: false,
  // One server process per worker (hashing at the test cost), two workers: the journeys wait on
  // the browser and the server much of the time.
  workers: 2,
  timeout: 180_000,
});
