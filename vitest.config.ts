import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'common/**/*.test.ts',
      'mocks/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
