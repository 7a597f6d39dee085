/** The membership arithmetic (docs/api.md /api/vipp/submit): purchase, extension, lapse, lifetime. */
import { describe, expect, it } from 'vitest';
import { activeMembership, extendMembership, NO_MEMBERSHIP } from './membership.ts';

const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);

describe('VIP membership arithmetic', () => {
  it('starts a monthly membership from now, to the same day next month', () => {
    expect(extendMembership(NO_MEMBERSHIP, 'month', at('2026-03-15T10:00:00Z'))).toEqual({
      level: 1,
      expiretime: at('2026-04-15T10:00:00Z'),
    });
  });

  it('extends from the current expiry, not from now, while the membership is active', () => {
    const current = { level: 1, expiretime: at('2026-04-15T10:00:00Z') };
    expect(extendMembership(current, 'month', at('2026-04-01T00:00:00Z'))).toEqual({
      level: 1,
      expiretime: at('2026-05-15T10:00:00Z'),
    });
  });

  it('counts calendar months: 31 January plus a month is the end of February', () => {
    expect(extendMembership(NO_MEMBERSHIP, 'month', at('2027-01-31T12:00:00Z')).expiretime).toBe(at('2027-02-28T12:00:00Z'));
  });

  it('starts again from now once a membership has lapsed, and a lapsed level counts as none', () => {
    const lapsed = { level: 2, expiretime: at('2026-01-01T00:00:00Z') };
    const now = at('2026-06-01T00:00:00Z');
    expect(activeMembership(lapsed, now)).toEqual(NO_MEMBERSHIP);
    expect(extendMembership(lapsed, 'month', now)).toEqual({ level: 1, expiretime: at('2026-07-01T00:00:00Z') });
  });

  it('keeps the higher level when a yearly member adds a month, and a year raises a monthly member', () => {
    const now = at('2026-06-01T00:00:00Z');
    const yearly = { level: 2, expiretime: at('2026-12-01T00:00:00Z') };
    expect(extendMembership(yearly, 'month', now)).toEqual({ level: 2, expiretime: at('2027-01-01T00:00:00Z') });
    const monthly = { level: 1, expiretime: at('2026-06-20T00:00:00Z') };
    expect(extendMembership(monthly, 'year', now)).toEqual({ level: 2, expiretime: at('2027-06-20T00:00:00Z') });
  });

  it('makes a lifetime membership with no expiry, which cannot be extended', () => {
    const now = at('2026-06-01T00:00:00Z');
    const lifetime = extendMembership({ level: 1, expiretime: at('2026-06-20T00:00:00Z') }, 'lifetime', now);
    expect(lifetime).toEqual({ level: 3, expiretime: null });
    expect(activeMembership(lifetime, now + 100 * 365 * 86400)).toEqual(lifetime);
    expect(() => extendMembership(lifetime, 'month', now)).toThrow();
  });
});
