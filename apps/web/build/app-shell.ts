/**
 * The prerendered app shell (bench/results/lighthouse-*.md "changes"): index.html's navigation bar and
 * skeleton get the five-tab bar (`<!--app-shell-tabs-->`) and the route marks (`<!--app-shell-targets-->`),
 * drawn from the same tab list and icons as the app (config/paths.ts, components/tab-icon-paths.ts), so the
 * first paint needs no script of the app.
 *
 * The opened route picks the shape without script, so nothing runs before that paint: an empty element carries
 * each tab route as its id, so the hash `#/pages/my/my` makes it `:target`, and `:has()` turns the shell into
 * that tab's screen (the home map, or a tab screen with its tab lit); any other route (with a query, or not a
 * tab) keeps the plain screen shape with its back arrow. The marks come first in the shell, so the shape is right
 * before anything below them is parsed and painted (a later switch would move the skeleton: a layout shift). The
 * tab titles come with the app, in the member's language. React replaces the whole shell with its first render
 * (main.tsx), at the same sizes (app.css), so nothing shifts.
 */
import type { Plugin } from 'vite';
import { homeRoutes, tabRoutes } from '../src/config/paths';
import { TAB_ICON_PATHS } from '../src/components/tab-icon-paths';

function markers(): string {
  const home = homeRoutes.map((route) => `<i class="shell-at-home" id="${route}"></i>`);
  const tabs = tabRoutes.filter((tab) => tab.key !== 'home').map((tab) => `<i class="shell-at-tab" id="${tab.path}"></i>`);
  return [...home, ...tabs].join('');
}

function tabBar(): string {
  const items = tabRoutes.map(
    (tab) =>
      `<span class="shell-tab"><svg viewBox="0 0 48 48" width="24" height="24" fill="currentColor" aria-hidden="true">` +
      `<path d="${TAB_ICON_PATHS[tab.key]}"/></svg><span class="shell-tab-title"></span></span>`,
  );
  return `<div class="shell-tabs">${items.join('')}</div>`;
}

/** The lit tab of each tab route (the shapes themselves are in index.html's style). */
function activeTabRules(): string {
  return tabRoutes
    .map((tab, index) => {
      const opened = (tab.key === 'home' ? homeRoutes : [tab.path]).map((route) => `.shell:has([id="${route}"]:target)`);
      return opened.map((shell) => `${shell} .shell-tab:nth-child(${index + 1})`).join(',') + '{color:#0f62e6}';
    })
    .join('');
}

export function appShell(): Plugin {
  return {
    name: 'app-shell',
    // Before Vite's own pass, which minifies the inline style (and would drop the mark in it).
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => {
        const marks = ['<!--app-shell-targets-->', '<!--app-shell-tabs-->', '/* app-shell-tabs */'];
        if (!marks.every((mark) => html.includes(mark))) throw new Error('index.html lost the marks of its app shell');
        return html
          .replace('<!--app-shell-targets-->', markers())
          .replace('<!--app-shell-tabs-->', tabBar())
          .replace('/* app-shell-tabs */', activeTabRules());
      },
    },
  };
}
