/**
 * Toast text breaks between words (app.css): the app's rule must outweigh antd-mobile's `word-break:
 * break-all` by specificity, since the toast's stylesheet loads with its chunk after the app's and would
 * win a tie.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Read from disk: the test run does not process stylesheets, so importing one gives no text.
const antdRoot = dirname(createRequire(join(process.cwd(), 'package.json')).resolve('antd-mobile/package.json'));
const antdToast = readFileSync(join(antdRoot, 'es/components/toast/toast.css'), 'utf8');
const appCss = readFileSync(join(process.cwd(), 'src/app/app.css'), 'utf8');

/** Each rule's selector and body that sets `property`. */
function rulesSetting(css: string, property: string): Array<{ selector: string; body: string }> {
  return [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)]
    .map((m) => ({ selector: m[1]!.trim(), body: m[2]! }))
    .filter((rule) => new RegExp(`(^|[;\\s])${property}\\s*:`).test(rule.body));
}
const classes = (selector: string) => (selector.match(/\.[\w-]+/g) ?? []).length;

describe('toast text', () => {
  it('breaks between words, and inside a word only when one does not fit', () => {
    const antd = rulesSetting(antdToast, 'word-break').find((r) => r.selector.endsWith('.adm-toast-main'))!;
    expect(antd.body).toMatch(/word-break:\s*break-all/);
    const ours = rulesSetting(appCss, 'word-break').find((r) => r.selector.endsWith('.adm-toast-main'))!;
    expect(ours.body).toMatch(/word-break:\s*normal/);
    expect(ours.body).toMatch(/overflow-wrap:\s*break-word/);
    expect(classes(ours.selector)).toBeGreaterThan(classes(antd.selector));
  });
});
