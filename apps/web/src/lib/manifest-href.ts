/** Where vite-plugin-pwa writes the web app manifest (build/deferred-manifest.ts, lib/install-prompt.ts). */
export const MANIFEST_HREF = '/manifest.webmanifest';
