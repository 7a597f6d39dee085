/** Vitest setup: the antd-mobile React 19 renderer first, as in the app entry; a clean DOM per test. */
import '../lib/antd-render';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
