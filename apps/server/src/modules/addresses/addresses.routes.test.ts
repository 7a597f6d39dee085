/**
 * The address book (docs/api.md "Delivery addresses and after-sale": /api/address/list, save, del): one default
 * while any address exists, at most 20, another member's address answers 404 and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { walletMember, type WalletMember } from '../wallet/wallet.test-support.ts';

let t: TestApp;
let amy: WalletMember;
let ben: WalletMember;
beforeAll(async () => {
  t = await createTestApp();
  amy = await walletMember(t);
  ben = await walletMember(t);
});
afterAll(() => t.close());

const home = { name: 'Amy Tan', mobile: '+6591234567', region: 'Singapore', detail: '2 Bay Road #05-01' };
const office = { ...home, detail: '1 Raffles Place #20-01' };
const save = (who: WalletMember, body: Record<string, unknown>) => t.call('/api/address/save', body, { token: who.token });
const list = async (who: WalletMember) =>
  (await t.post('/api/address/list', {}, { token: who.token })).data as { id: number; detail: string; is_default: boolean }[];

describe('address book', () => {
  it('takes a phone number written with spaces, dashes and brackets, and stores its digits', async () => {
    const saved = await save(ben, { ...home, mobile: ' +65 (9123) 45-67 ', detail: '3 Spaced Road' });
    expect(saved).toMatchObject({ code: 1 });
    const stored = (
      (await t.post('/api/address/list', {}, { token: ben.token })).data as { detail: string; mobile: string }[]
    ).find((a) => a.detail === '3 Spaced Road');
    expect(stored?.mobile).toBe('+6591234567');
    expect(await save(ben, { ...home, mobile: '+65 9123 abc' })).toMatchObject({ status: 400, code: 0 });
  });

  it('makes the first address the default and moves the default when another is saved as default', async () => {
    const first = await save(amy, home);
    expect(first, first.msg).toMatchObject({ code: 1, data: { ...home, is_default: true } });
    const second = await save(amy, { ...office, is_default: true });
    expect(second.data).toMatchObject({ is_default: true });
    expect((await list(amy)).map((a) => [a.detail, a.is_default])).toEqual([
      [office.detail, true],
      [home.detail, false],
    ]);
  });

  it('edits one, refuses another member editing or deleting it (404), and passes the default on when it is deleted', async () => {
    const [defaultOne, other] = await list(amy);
    const edited = await save(amy, { ...home, id: other!.id, detail: '3 Bay Road' });
    expect(edited.data).toMatchObject({ id: other!.id, detail: '3 Bay Road', is_default: false });

    expect(await save(ben, { ...home, id: other!.id, detail: 'taken' })).toMatchObject({ status: 404, code: 0 });
    expect(await t.post('/api/address/del', { id: other!.id }, { token: ben.token })).toMatchObject({ status: 404 });
    expect((await list(amy)).find((a) => a.id === other!.id)?.detail).toBe('3 Bay Road');

    expect(await t.post('/api/address/del', { id: defaultOne!.id }, { token: amy.token })).toMatchObject({ code: 1 });
    expect((await list(amy)).map((a) => [a.id, a.is_default])).toEqual([[other!.id, true]]);
  });

  it('keeps at most 20 addresses and refuses a bad mobile number, saving nothing', async () => {
    const before = (await list(ben)).length;
    const bad = await save(ben, { ...home, mobile: 'call me' });
    expect(bad).toMatchObject({ status: 400, code: 0 });
    expect(await list(ben)).toHaveLength(before);
    for (let i = before; i < 20; i++) expect((await save(ben, { ...home, detail: `${i} Bay Road` })).code).toBe(1);
    const over = await save(ben, { ...home, detail: 'one too many' });
    expect(over).toMatchObject({ status: 400, code: 0, msg: 'You can keep at most 20 addresses' });
    expect(await list(ben)).toHaveLength(20);
    expect((await list(ben)).filter((a) => a.is_default)).toHaveLength(1);
  });
});
