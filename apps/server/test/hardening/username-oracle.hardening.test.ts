/**
 * A username change on /api/user/profile answers whether the name is taken, so a signed-in member could use it
 * to enumerate accounts (docs/reliability.md "Attempt counters under parallel requests"). Username changes are counted per member and
 * per client address in fixed windows: past either, a localized 429 that changes nothing — also under a
 * parallel burst. Edits that keep the username are not counted. On the suite's database (SQLite, or PostgreSQL
 * with TEST_DATABASE_URL).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/core/clock.ts';
import { USERNAME_CHANGE_LIMIT } from '../../src/modules/users/update-profile.ts';
import { callFrom, createMember, newClientAddress, registerMember } from '../factories.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { BURST } from './bursts-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => clock.reset());
afterAll(() => t.close());

const LIMITED = {
  en: 'Too many username changes, please try again later',
  ko: '사용자 이름 변경 시도가 너무 많습니다. 나중에 다시 시도해 주세요',
};
const TAKEN = 'This username is already taken';

let names = 0;
const freshName = () => `probe_${Date.now().toString(36).slice(-5)}${++names}`;

const profile = (token: string, body: Record<string, unknown>, address = newClientAddress(), locale = 'en') =>
  callFrom(t, address, '/api/user/profile', body, { token, locale });

const usernameOf = async (token: string) =>
  (await callFrom(t, newClientAddress(), '/api/user/getuserinfo', {}, { token })).data.userinfo.username;

describe('username changes on /api/user/profile are limited', () => {
  it('answers taken or free 10 times an hour per member from any addresses, then a localized 429 that changes nothing', async () => {
    const other = await createMember(t);
    const m = await registerMember(t);
    const answers = [];
    for (let i = 0; i < USERNAME_CHANGE_LIMIT.perMember; i++) answers.push(await profile(m.token, { username: other.username }));
    expect(answers.every((a) => a.status === 400 && a.msg === TAKEN)).toBe(true);

    const wanted = freshName();
    const en = await profile(m.token, { username: wanted, nickname: 'Changed' });
    const ko = await profile(m.token, { username: other.username }, newClientAddress(), 'ko');
    expect([en.status, en.code, en.msg]).toEqual([429, 0, LIMITED.en]);
    expect([ko.status, ko.code, ko.msg]).toEqual([429, 0, LIMITED.ko]);
    expect(await usernameOf(m.token)).toBe(m.userinfo.username);
    const me = await callFrom(
      t,
      newClientAddress(),
      '/api/user/getuserinfo',
      {},
      {
        token: m.token,
      },
    );
    expect(me.data.userinfo.nickname).not.toBe('Changed');

    // Other edits still work, and the window lifts after the hour.
    expect((await profile(m.token, { nickname: 'Still editable', username: m.userinfo.username })).code).toBe(1);
    clock.advance(USERNAME_CHANGE_LIMIT.windowSeconds);
    const renamed = await profile(m.token, { username: wanted });
    expect(renamed.code).toBe(1);
    expect(renamed.data.userinfo.username).toBe(wanted);
  });

  it('holds one address to 30 username tries an hour across many members; another address is not held back', async () => {
    const other = await createMember(t);
    const address = newClientAddress();
    const members = await Promise.all(Array.from({ length: 4 }, () => registerMember(t)));
    const answers = [];
    for (let i = 0; i < USERNAME_CHANGE_LIMIT.perAddress + 2; i++)
      answers.push(await profile(members[i % members.length]!.token, { username: other.username }, address));
    expect(answers.slice(0, USERNAME_CHANGE_LIMIT.perAddress).every((a) => a.msg === TAKEN)).toBe(true);
    expect(answers.slice(USERNAME_CHANGE_LIMIT.perAddress).map((a) => [a.status, a.msg])).toEqual([
      [429, LIMITED.en],
      [429, LIMITED.en],
    ]);
    const fresh = await registerMember(t);
    expect((await profile(fresh.token, { username: other.username })).msg).toBe(TAKEN);
  });

  it('a parallel burst of 60 from as many addresses evaluates exactly 10, the rest get the 429', async () => {
    const m = await registerMember(t);
    const wanted = Array.from({ length: BURST }, freshName);
    const answers = await Promise.all(wanted.map((username) => profile(m.token, { username })));
    const renamed = answers.filter((a) => a.code === 1);
    expect(answers.filter((a) => a.status === 429 && a.msg === LIMITED.en).length).toBe(BURST - USERNAME_CHANGE_LIMIT.perMember);
    expect(renamed.length).toBe(USERNAME_CHANGE_LIMIT.perMember);
    // The member ends up with one of the names an evaluated request asked for.
    expect(renamed.map((a) => a.data.userinfo.username)).toContain(await usernameOf(m.token));
    expect((await profile(m.token, { username: freshName() })).status).toBe(429);
  });

  it('does not count edits that keep the username', async () => {
    const m = await registerMember(t);
    const address = newClientAddress();
    for (let i = 0; i < USERNAME_CHANGE_LIMIT.perMember + 5; i++)
      expect((await profile(m.token, { nickname: `Nick ${i}`, username: m.userinfo.username }, address)).code).toBe(1);
    expect((await profile(m.token, { username: freshName() }, address)).code).toBe(1);
  });
});
