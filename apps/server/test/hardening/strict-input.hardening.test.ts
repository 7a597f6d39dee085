/**
 * Strict input (docs/api.md "Conventions"): whole numbers arrive as JSON integers or decimal digit strings,
 * amounts only as decimal strings, and text must show something and be storable. Each refusal is a
 * localized 400 envelope and changes nothing; the forms the apps really send keep working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyer, listedProduct, merchant } from '../../src/modules/shop/shop.test-support.ts';
import { PAY, walletOperator, type WalletMember } from '../../src/modules/wallet/wallet.test-support.ts';
import { createMember, callFrom, newClientAddress, TEST_PASSWORD } from '../factories.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await walletOperator(t);
});
afterAll(() => t.close());

/** POSTs a body written as raw JSON, so numbers past 2^53 reach the server exactly as typed. */
async function rawCall(url: string, json: string, token: string, locale = 'en') {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'accept-language': locale, token },
    payload: json,
  });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: unknown }) };
}

async function signedIn(): Promise<{ id: number; token: string }> {
  const user = await createMember(t);
  const res = await callFrom(t, newClientAddress(), '/api/user/login', { account: user.username, password: TEST_PASSWORD });
  return { id: user.id, token: res.data.userinfo.token as string };
}

const orderCount = async (userId: number) =>
  Number(
    (
      await t.app.ctx.db
        .selectFrom('shop_orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('whole numbers', () => {
  let shopper: WalletMember;
  let productId: number;
  beforeAll(async () => {
    const seller = await merchant(t);
    productId = (await listedProduct(t, seller, operator, { stock: 5000 })).id;
    shopper = await buyer(t, operator);
  });

  it.each([
    ['a hex string', '"0x10"'],
    ['a boolean', 'true'],
    ['an exponent string', '"1e3"'],
    ['a fraction string', '"1.0"'],
    ['an empty string', '""'],
    ['a number past 2^53', '9007199254740993'],
  ])('refuses %s as an order quantity, in the request language, and creates no order', async (_label, quantity) => {
    const body = `{"product_id":${productId},"quantity":${quantity}}`;
    const en = await rawCall('/api/order/create', body, shopper.token);
    const ko = await rawCall('/api/order/create', body, shopper.token, 'ko');
    expect([en.status, en.code, ko.status, ko.code]).toEqual([400, 0, 400, 0]);
    expect(en.msg).toMatch(/quantity/i);
    expect(ko.msg).not.toBe(en.msg);
    expect(await orderCount(shopper.id)).toBe(0);
  });

  it('refuses a loose id or page the same way', async () => {
    const show = await rawCall('/api/article/show', '{"id":true}', shopper.token);
    expect([show.status, show.code]).toEqual([400, 0]);
    const log = await rawCall('/api/user/getwaletlog', '{"page":"0x2"}', shopper.token);
    expect([log.status, log.code, log.msg]).toEqual([400, 0, 'Page is invalid']);
  });

  it('accepts a JSON integer and a decimal digit string, as the apps send them', async () => {
    const asNumber = await t.post('/api/order/create', { product_id: productId, quantity: 2 }, { token: shopper.token });
    const asDigits = await t.post(
      '/api/order/create',
      { product_id: String(productId), quantity: ' 3 ' },
      { token: shopper.token },
    );
    expect([asNumber.code, asDigits.code]).toEqual([1, 1]);
    expect([asNumber.data.quantity, asDigits.data.quantity]).toEqual([2, 3]);
  });
});

describe('amounts', () => {
  it('refuses a JSON number, which JSON.parse may already have rounded, and moves nothing', async () => {
    const member = await buyer(t, operator, '10');
    for (const amount of ['1.5', '9007199254740993', 'true']) {
      const res = await rawCall(
        '/api/user/tx',
        `{"coin":"USDT","chain":"TRC20","address":"TQ5xTestAddressForStrictInput00","amount":${amount},"paypassword":"${PAY}"}`,
        member.token,
      );
      expect([res.status, res.code, res.msg]).toEqual([400, 0, 'Amount is invalid']);
    }
    const wallet = await t.post('/api/ctoc/getwallet', {}, { token: member.token });
    expect(wallet.data.find((b: { coin: string }) => b.coin === 'USDT')).toMatchObject({
      available: '10.000000',
      frozen: '0.000000',
    });
  });

  it('reads a decimal string past 2^53 exactly, where the same figure as a number is refused', async () => {
    const member = await buyer(t, operator, '10');
    const text = await rawCall('/api/user/stompreview', '{"amount":"9007199254740993"}', member.token);
    expect([text.code, (text.data as { amount: string }).amount]).toEqual([1, '9007199254740993.00']);
    const number = await rawCall('/api/user/stompreview', '{"amount":9007199254740993}', member.token);
    expect([number.status, number.msg]).toEqual([400, 'Amount is invalid']);
  });
});

describe('text that shows nothing or cannot be stored', () => {
  const ZERO_WIDTH = '\u200b\u200c\u200d\u2060\ufeff';

  it('refuses a zero-width-only nickname and keeps the old one', async () => {
    const m = await signedIn();
    expect((await t.post('/api/user/profile', { nickname: 'Visible' }, { token: m.token })).code).toBe(1);
    for (const nickname of [ZERO_WIDTH, '\u3164\u3164', ' \u00ad\u2800 ', '\u0301', '\u200b\u0301\u0308', '\u09bf']) {
      const res = await t.post('/api/user/profile', { nickname }, { token: m.token });
      expect([res.status, res.code, res.msg]).toEqual([400, 0, 'Nickname is required']);
    }
    const ko = await t.post('/api/user/profile', { nickname: ZERO_WIDTH }, { token: m.token, locale: 'ko' });
    expect(ko.msg).not.toBe('Nickname is required');
    expect((await t.post('/api/user/getuserinfo', {}, { token: m.token })).data.userinfo.nickname).toBe('Visible');
  });

  it('refuses zero-width-only chat messages, posts and comments', async () => {
    const [ann, bob] = [await signedIn(), await signedIn()];
    const chat = await t.post(
      '/api/wanlshop/chat/send',
      { to_id: bob.id, type: 'text', content: ZERO_WIDTH },
      { token: ann.token },
    );
    expect([chat.status, chat.msg]).toEqual([400, 'Cannot send an empty message']);
    const post = await t.post('/api/article/post', { content: ZERO_WIDTH }, { token: ann.token });
    expect([post.status, post.msg]).toEqual([400, 'Please write something before posting']);
    const real = await t.post('/api/article/post', { content: 'Hello' }, { token: ann.token });
    const comment = await t.post(
      '/api/article/commentpost',
      { article_id: real.data.id, content: ZERO_WIDTH },
      { token: bob.token },
    );
    expect([comment.status, comment.msg]).toEqual([400, 'A comment cannot be empty']);
    // A lone combining mark shows nothing either; marks on a letter are text.
    const mark = await t.post(
      '/api/wanlshop/chat/send',
      { to_id: bob.id, type: 'text', content: '\u0301' },
      { token: ann.token },
    );
    expect([mark.status, mark.msg]).toEqual([400, 'Cannot send an empty message']);
    const markPost = await t.post('/api/article/post', { content: ' \u0300\u0301 ' }, { token: ann.token });
    expect([markPost.status, markPost.msg]).toEqual([400, 'Please write something before posting']);
    for (const content of ['e\u0301', 'কি', 'नमस्ते']) {
      expect((await t.post('/api/wanlshop/chat/send', { to_id: bob.id, type: 'text', content }, { token: ann.token })).code).toBe(
        1,
      );
    }
  });

  it('refuses a lone UTF-16 surrogate with its own message and stores nothing', async () => {
    const m = await signedIn();
    const before = (await t.post('/api/user/getuserinfo', {}, { token: m.token })).data.userinfo.nickname;
    const res = await rawCall('/api/user/profile', '{"nickname":"Ann\\ud800"}', m.token);
    expect([res.status, res.code, res.msg]).toEqual([
      400,
      0,
      'Nickname contains characters that cannot be stored (an unpaired UTF-16 surrogate)',
    ]);
    const post = await rawCall('/api/article/post', '{"content":"hi \\udfff there"}', m.token, 'ja');
    expect([post.status, post.code]).toEqual([400, 0]);
    expect(post.msg).toContain('UTF-16');
    expect((await t.post('/api/user/getuserinfo', {}, { token: m.token })).data.userinfo.nickname).toBe(before);
  });

  it('refuses a lone surrogate in any other string too, naming the field, while escaped pairs pass', async () => {
    const m = await signedIn();
    const images = await rawCall('/api/article/post', '{"content":"hi","images":["/uploads/a\\udc00.webp"]}', m.token);
    expect([images.status, images.code, images.msg]).toEqual([
      400,
      0,
      'Images contains characters that cannot be stored (an unpaired UTF-16 surrogate)',
    ]);
    const pair = await rawCall('/api/user/profile', '{"nickname":"Ann \\ud83d\\ude00"}', m.token);
    expect([pair.code, (pair.data as { userinfo: { nickname: string } }).userinfo.nickname]).toEqual([1, 'Ann 😀']);
  });

  it('keeps emoji (paired surrogates) and the joiners Bengali and Hindi need', async () => {
    const m = await signedIn();
    for (const nickname of ['Ann 😀', 'ক্\u200dষমা', 'क्\u200dष']) {
      const res = await t.post('/api/user/profile', { nickname }, { token: m.token });
      expect([res.code, res.data?.userinfo.nickname]).toEqual([1, nickname]);
    }
  });
});
