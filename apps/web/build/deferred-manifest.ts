/**
 * The web app manifest is linked once the opened screen is shown (lib/install-prompt.ts `linkManifest`), not in
 * index.html: Chromium fetches the manifest and its icons as soon as it meets the link, and on a slow network
 * those requests share the line with the first screen (bench/results/lighthouse-2026-11-29-b.md "changes").
 * Installation is offered a moment later; nothing else reads the manifest.
 */
import type { Plugin } from 'vite';
import { MANIFEST_HREF } from '../src/lib/manifest-href';

const MANIFEST_LINK = /<link rel="manifest" href="([^"]*)"[^>]*>/g;

export function deferredManifest(): Plugin {
  return {
    name: 'deferred-manifest',
    apply: 'build',
    // After vite-plugin-pwa, itself a `post` plugin that adds the link in a `post` pass.
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const links = [...html.matchAll(MANIFEST_LINK)];
        if (links.length !== 1 || links[0]![1] !== MANIFEST_HREF) {
          throw new Error(`index.html should link one manifest at ${MANIFEST_HREF}, it links ${links.map((l) => l[1])}`);
        }
        return html.replace(MANIFEST_LINK, '');
      },
    },
  };
}
