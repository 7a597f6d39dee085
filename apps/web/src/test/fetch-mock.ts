/** The fetch the whole-app tests answer through (render-app.tsx); kept apart so setup.ts resets it cheaply. */
import { vi } from 'vitest';

export const fetchMock = vi.fn<typeof fetch>();
