/** Providers and methods of a currency for the P2P tests (docs/api.md "P2P in the members' own money"). */
import type { P2pProvider } from '@app/contract';
import type { TestApp } from '../../../test/test-app.ts';
import { openAd, PAY, trader, type AdInput, type TestTrader } from './p2p.test-support.ts';

export async function providerOf(t: TestApp, fiat: string, name: string): Promise<P2pProvider> {
  const res = await t.post('/api/ctoc/providers', { fiat });
  const found = (res.data as P2pProvider[] | undefined)?.find((p) => p.name === name);
  if (!found) throw new Error(`no provider ${name} of ${fiat}: ${res.msg}`);
  return found;
}

/** Saves a method of the named provider (a phone number, or an account with a bank) and returns its id. */
export async function addProviderMethod(t: TestApp, who: TestTrader, fiat: string, name: string): Promise<number> {
  const provider = await providerOf(t, fiat, name);
  const account = { phone: '0803 555 0101', upi_id: 'ada@okbank', email: 'ada@example.test' }[provider.account_label as string];
  const res = await t.post(
    '/api/ctoc/savepaymethod',
    {
      provider: provider.id,
      name: 'Ada Obi',
      account: account ?? '0123456789',
      bank: provider.needs_bank ? 'Zenith' : undefined,
      paypassword: PAY,
    },
    { token: who.token },
  );
  if (res.code !== 1) throw new Error(`payment method refused: ${res.msg}`);
  return res.data.id;
}

/** A seller holding `quantity` PI with one method of `provider` and an offchain sell ad in `fiat`. */
export async function fiatAd(
  t: TestApp,
  o: { fiat: string; provider: string; price?: string; quantity?: string } & Partial<AdInput>,
) {
  const { fiat, provider, quantity = '10', price = '1450', ...extra } = o;
  const seller = await trader(t, { PI: quantity });
  const method = await addProviderMethod(t, seller, fiat, provider);
  const ad = await openAd(t, seller, {
    type: 'sell',
    quantity,
    price,
    settlement: 'offchain',
    fiat,
    pay_methods: [method],
    ...extra,
  });
  return { seller, method, ad };
}
