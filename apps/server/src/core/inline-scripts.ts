/**
 * The member app's index.html runs one script inline, while it is parsed: it links the opened screen's
 * stylesheet, which only the location's hash names (apps/web/src/first-style.ts). The Content-Security-Policy
 * allows no other inline script, so it names that one by the hash of its text (CSP Level 2 "hash-source"), taken
 * from the built page the server sends, so a new build cannot fall out of step with it.
 */
import crypto from 'node:crypto';

const SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;
/** Data blocks, never run: not script at all to the CSP. */
const DATA = /\btype="application\/(?:ld\+)?json"/;

/** `'sha256-…'` for each inline script of `html` that a browser would run. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .filter(([, attributes = '']) => !/\bsrc=/.test(attributes) && !DATA.test(attributes))
    .map(([, , body = '']) => `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}
