/**
 * Every notice type reads as words in every language (docs/api.md "Notifications"): a title and a body — or,
 * for a decision, a body per outcome (`body_<variant>`) — in each of the 9 catalogues, so no member ever sees
 * a raw `notice.p2p_paid.title`.
 */
import { LOCALES, NOTICE_TYPES } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, type Catalogue } from '../../i18n/catalogues.ts';

const textsOf = (catalogue: Catalogue, type: string): Catalogue => {
  const notice = catalogue.notice;
  const entry = typeof notice === 'object' ? notice[type] : undefined;
  return typeof entry === 'object' ? entry : {};
};

describe('notice texts', () => {
  it.each(NOTICE_TYPES)('%s has a title and a body in all 9 languages', (type) => {
    const missing = LOCALES.filter((locale) => {
      const texts = textsOf(CATALOGUES[locale], type);
      const bodies = Object.keys(texts).filter((key) => key === 'body' || key.startsWith('body_'));
      return typeof texts.title !== 'string' || !texts.title.trim() || bodies.length === 0;
    });
    expect(missing).toEqual([]);
  });
});
