/**
 * Operator texts per language (docs/product.md §1, §5): the agreements and the coins' names reach members in their
 * language with English as the fallback, and operators edit them per locale through the configuration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminToken } from '../admin/admin.test-support.ts';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await adminToken(t);
});
afterAll(() => t.close());

const agreement = (type: string, locale: string) => t.post('/api/common/agreement', { type }, { locale });

describe('the user agreement and the privacy policy', () => {
  it('are real documents in every language, with the sections a money app needs', async () => {
    const user = await agreement('user', 'en');
    expect(user.data.title).toBe('User Agreement');
    for (const topic of ['Custody of funds', 'Fees and limits', 'Identity verification', 'Disputes', 'Closing your account'])
      expect(user.data.content).toContain(topic);
    const privacy = await agreement('privacy', 'en');
    for (const topic of ['KYC', 'How long we keep it', 'Your rights', 'Contact']) expect(privacy.data.content).toContain(topic);
    const vi = await agreement('privacy', 'vi');
    expect(vi.data).toMatchObject({ type: 'privacy', title: 'Chính sách quyền riêng tư' });
    expect(vi.data.content).toContain('Thời gian lưu giữ');
    const sections = (text: string) => text.split('\n').filter((line) => line.startsWith('## ')).length;
    for (const locale of ['zh-CHS', 'zh-CHT', 'ko', 'ja', 'hi', 'bn', 'ng']) {
      const doc = await agreement('user', locale);
      expect(doc.data.content, locale).not.toBe(user.data.content);
      expect(sections(doc.data.content), locale).toBe(sections(user.data.content));
    }
  });

  it('an unknown document is a clear refusal', async () => {
    const res = await agreement('cookies', 'en');
    expect([res.status, res.code]).toEqual([400, 0]);
    expect(res.msg).toMatch(/invalid/i);
  });

  it('operators edit them per language in the console; a language they leave out falls back to English', async () => {
    const config = (await t.post('/api/admin/config/get', {}, { token: operator })).data;
    const item = config.find((c) => c.key === 'user_agreement');
    expect(item?.type).toBe('localized');
    expect(item?.value).toMatchObject({ vi: expect.stringContaining('Lưu giữ tiền') });
    const set = await t.post(
      '/api/admin/config/set',
      { key: 'user_agreement', value: { en: '## Terms\nBe kind.', vi: '## Điều khoản\nHãy tử tế.' } },
      { token: operator },
    );
    expect(set.code).toBe(1);
    expect((await agreement('user', 'vi')).data.content).toBe('## Điều khoản\nHãy tử tế.');
    expect((await agreement('user', 'ko')).data.content).toBe('## Terms\nBe kind.');
    const noEnglish = await t.post('/api/admin/config/set', { key: 'user_agreement', value: { vi: 'x' } }, { token: operator });
    expect(noEnglish.status).toBe(400);
    expect((await agreement('user', 'en')).data.content).toBe('## Terms\nBe kind.');
  });
});

describe("coins' display names", () => {
  const coinName = async (url: '/api/ctoc/getmoneytype' | '/api/common/init', coin: string, locale: string) => {
    const list =
      url === '/api/common/init' ? (await t.post(url, {}, { locale })).data.coins : (await t.post(url, {}, { locale })).data;
    return list.find((c) => c.coin === coin)?.name;
  };

  it('read in the request language on the wallet and at start-up', async () => {
    expect(await coinName('/api/ctoc/getmoneytype', 'COIN', 'en')).toBe('Platform coin');
    expect(await coinName('/api/ctoc/getmoneytype', 'COIN', 'vi')).toBe('Xu nền tảng');
    expect(await coinName('/api/ctoc/getmoneytype', 'DGB', 'zh-CHT')).toBe('DGB 積分');
    expect(await coinName('/api/common/init', 'COIN', 'ja')).toBe('プラットフォームコイン');
  });

  it('operators rename a coin per language; other languages fall back to English', async () => {
    const set = await t.post(
      '/api/admin/config/set',
      { key: 'coin_names', value: { COIN: { en: 'Community coin', vi: 'Xu cộng đồng' } } },
      { token: operator },
    );
    expect(set.code).toBe(1);
    expect(await coinName('/api/ctoc/getmoneytype', 'COIN', 'vi')).toBe('Xu cộng đồng');
    expect(await coinName('/api/ctoc/getmoneytype', 'COIN', 'hi')).toBe('Community coin');
    // A coin the operator left out keeps its built-in name.
    expect(await coinName('/api/ctoc/getmoneytype', 'USDT', 'vi')).toBe('USDT');
  });
});
