/**
 * vitest setupFiles: runs before each test file. Files share a worker's modules (isolate: false in
 * vitest.config.ts), so the module-level state a test may leave behind — the moved or frozen clock, the
 * settings cache — is reset here and every file starts as if it ran alone.
 */
import { beforeAll } from 'vitest';
import { clock } from '../src/core/clock.ts';
import { clearSettingsCache } from '../src/modules/settings/settings.service.ts';

beforeAll(() => {
  clock.reset();
  clearSettingsCache();
});
