/**
 * A notice's `link` is one of the app's own hash routes (docs/api.md "Notifications"); anything else (an
 * address elsewhere, an empty link) opens nothing.
 */
export function appRoute(link: string): string | null {
  return /^\/(?![/\\])/.test(link) ? link : null;
}
