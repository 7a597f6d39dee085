import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts.ts';
import { contentSecurityPolicy } from './security-headers.ts';
import { loadConfig } from '../config.ts';

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('the member app inline script in the CSP', () => {
  it('names each inline script the browser runs by its hash, and no data block or external script', () => {
    const run = "(function(){document.title='é'})();";
    const html = [
      '<script type="application/json" id="first-screens">{"a":1}</script>',
      `<script>${run}</script>`,
      '<script type="module" crossorigin src="/assets/boot.js"></script>',
      '<script type="module">import "/x.js";</script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha256(run), sha256('import "/x.js";')]);
  });

  it('allows them under script-src beside the app itself, and nothing inline without them', () => {
    const hashes = [sha256('a()')];
    const directive = (policy: string) => policy.split('; ').find((part) => part.startsWith('script-src'));
    const config = loadConfig({});
    expect(directive(contentSecurityPolicy(config, hashes))).toBe(`script-src 'self' ${hashes[0]}`);
    expect(directive(contentSecurityPolicy(config))).toBe("script-src 'self'");
  });
});
