/**
 * Message keys are a type drawn from the catalogues (i18n/catalogues.ts `MessageKey`): a key with a typo fails
 * typecheck (`npm run typecheck`, run by CI) instead of reaching a member as its raw name.
 */
import { describe, expect, it } from 'vitest';
import { refuse } from './app-error.ts';
import { hasMessage, translate } from './i18n.ts';

describe('message keys', () => {
  it('are the catalogue entries: a defined one reads as text, a typo is refused by the type checker', () => {
    expect(translate('en', refuse('p2p.market_closed').messageKey)).toMatch(/market is closed/);
    // @ts-expect-error no catalogue defines this key, so typecheck fails on it
    const typo = refuse('p2p.market_clossed');
    expect(hasMessage(typo.messageKey)).toBe(false);
  });
});
