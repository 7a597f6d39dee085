// Scale-out (README "Deployment"): three server instances, Redis and a proxy on one PostgreSQL database
// (test/scale/*.scale.test.ts). Run by `npm test -- scale` on the throwaway PostgreSQL (TEST_DATABASE_URL).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/scale/**/*.scale.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
