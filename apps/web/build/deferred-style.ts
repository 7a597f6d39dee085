/**
 * The app's stylesheet does not hold the first paint (bench/results/lighthouse-*.md "changes"): index.html's
 * prerendered shell carries its own inline style (build/app-shell.ts), so the browser can paint it as soon as the
 * HTML is parsed. The stylesheet is asked for at once as a `print` one, which browsers fetch without waiting for
 * it to paint; main.tsx switches it to every medium and draws the app only once it is loaded
 * (lib/app-stylesheet.ts), so nothing is ever shown unstyled. The Content-Security-Policy allows no inline
 * handler (apps/server/src/core/security-headers.ts), hence the switch in the app rather than `onload`.
 */
import type { Plugin } from 'vite';
import { APP_STYLESHEET_ID } from '../src/lib/app-stylesheet-id';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g;

export function deferredStyle(): Plugin {
  return {
    name: 'deferred-style',
    apply: 'build',
    // After Vite's own pass, which adds the stylesheet's link.
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const links = [...html.matchAll(STYLESHEET)];
        if (links.length !== 1) throw new Error(`index.html should link one stylesheet, it links ${links.length}`);
        return html.replace(
          STYLESHEET,
          (_, href: string) => `<link rel="stylesheet" crossorigin href="${href}" media="print" id="${APP_STYLESHEET_ID}">`,
        );
      },
    },
  };
}
