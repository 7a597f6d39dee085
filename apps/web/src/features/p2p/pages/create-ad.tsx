/**
 * page/business/advertisement_sell, posting an ad (docs/product.md §3, §5 "coin, quantity, price, minimum quantity
 * required"; docs/api.md /api/ctoc/submitc2c): buy or sell PI at a USDT price in the wallet, or outside the app
 * in a currency at a fixed or floating price, a sell ad to my payment methods, a buy ad with named providers
 * ("P2P with payment methods", "P2P in the members' own money"). The screen shows what posting
 * will hold in escrow and what is available, then the figures once more with the payment password.
 */
import type { Coin, Locale, P2pAdType, SubmitAdBody } from '@app/contract';
import { DEFAULT_FIAT_BY_LOCALE } from '@app/contract/rules/fiat-format';
import { fiatTotal } from '@app/contract/rules/fiat-price';
import { Button, Selector, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useAmount, type AmountFormatter } from '@/lib/amount';
import { useCreateAd } from '../api/create-ad';
import { AdFormFields, type AdDraft } from '../components/ad-form-fields';
import { useBalances } from '../api/get-balances';
import { checkAd, escrowOf, readAmount, totalPrice, type AdProblems } from '../components/amounts';
import { useFloatingNow } from '../components/fiat-ad-fields';
import { rememberedFiat, WALLET_MARKET } from '../components/fiat-choice';
import { fiatAmountOk } from '../components/fiat-filters';
import { useMoney, type MoneyFormatter } from '../components/fiat-money';
import { EscrowCard } from '../components/escrow-card';
import { PaySheet, type SheetRow } from '../components/pay-sheet';
import { newRequestKey } from '@/lib/request-key';
import {
  checkSettlement,
  DEFAULT_SETTLEMENT,
  minOrdersOf,
  SettlementFields,
  type SettlementDraft,
} from '../components/settlement-fields';
import { VerifyGate } from '../components/verify-gate';
import './p2p.css';

/** Whether a balance covers an amount, compared exactly in the coin's units. */
function holds(held: string, needed: string, coin: Coin): boolean {
  const have = readAmount(held, coin);
  const want = readAmount(needed, coin);
  return typeof want !== 'bigint' || (typeof have === 'bigint' && have >= want);
}

const EMPTY: AdDraft = { quantity: '', price: '', min_quantity: '', remark: '' };
type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The body of /api/ctoc/submitc2c: an offchain ad names its currency, price kind, methods or providers and window. */
function adBody(type: P2pAdType, draft: AdDraft, terms: SettlementDraft, paypassword: string, key: string): SubmitAdBody {
  const { remark, quantity, price, min_quantity } = draft;
  const offchain = terms.settlement === 'offchain';
  const floating = offchain && terms.price_type === 'floating';
  return {
    type,
    coin: 'PI',
    quantity: quantity.trim(),
    ...(floating ? { price_type: 'floating', margin: terms.margin.trim() } : { price: price.trim() }),
    min_quantity: min_quantity.trim(),
    ...(remark.trim() ? { remark: remark.trim() } : {}),
    ...(minOrdersOf(terms) > 0 ? { min_orders: minOrdersOf(terms) } : {}),
    settlement: offchain ? 'offchain' : 'wallet',
    ...(offchain ? { fiat: terms.fiat, pay_window: terms.pay_window } : {}),
    ...(offchain && type === 'sell' ? { pay_methods: terms.pay_methods } : {}),
    ...(offchain && type === 'buy' ? { providers: terms.providers } : {}),
    paypassword,
    idempotency_key: key,
  };
}

/** The ad's price per PI as it would be now: typed, or floating over the reference; null for a wallet ad's USDT. */
interface PriceNow {
  fiat: string | null;
  price: string | null;
  decimals: number;
}

function summary(type: P2pAdType, draft: AdDraft, terms: SettlementDraft, now: PriceNow, tools: Tools): SheetRow[] {
  const { t, fmt, money } = tools;
  const exact = { exact: true, unit: true };
  const offchain = terms.settlement === 'offchain';
  const escrow = offchain && type === 'buy' ? null : escrowOf(type, draft);
  const price = now.fiat ? money(now.price, now.fiat) : fmt(draft.price, 'USDT', exact);
  const total = now.fiat
    ? money(now.price === null ? null : fiatTotal(draft.quantity, now.price, now.decimals), now.fiat)
    : fmt(totalPrice(draft.quantity, draft.price), 'USDT', exact);
  return [
    {
      label: t('p2p.settlement'),
      value: offchain ? t('p2p.settle_offchain_summary', { minutes: terms.pay_window }) : t('p2p.settle_wallet'),
      testId: 'p2p-pay-settlement',
    },
    { label: t('p2p.quantity'), value: fmt(draft.quantity, 'PI', exact) },
    {
      label: t('p2p.price'),
      value:
        offchain && terms.price_type === 'floating' ? t('p2p_fiat.floating_summary', { margin: terms.margin, price }) : price,
      testId: 'p2p-pay-price',
    },
    { label: t('p2p.min_quantity'), value: fmt(draft.min_quantity, 'PI', exact) },
    { label: t('p2p.total_price'), value: total, testId: 'p2p-pay-total' },
    {
      label: t('p2p.escrow_will_hold'),
      value: escrow ? fmt(escrow.amount, escrow.coin, exact) : t('p2p_fiat.holds_nothing'),
      testId: 'p2p-pay-escrow',
      strong: true,
    },
  ];
}

interface Tools {
  t: Translate;
  fmt: AmountFormatter;
  money: MoneyFormatter;
}

/** The figures' problems: a fiat price at its currency's decimals, none when floating (the margin is checked). */
function adProblems(draft: AdDraft, terms: SettlementDraft, decimals: number): AdProblems {
  const problems = checkAd(draft);
  if (terms.settlement !== 'offchain') return problems;
  delete problems.price;
  if (terms.price_type === 'fixed' && !fiatAmountOk(draft.price, decimals))
    problems.price =
      draft.price.trim() === ''
        ? 'p2p.error_required'
        : /^\d+(\.\d+)?$/.test(draft.price.trim())
          ? 'p2p.error_scale'
          : 'p2p.error_number';
  return problems;
}

function AdTypeChoice({ type, onChange }: { type: P2pAdType; onChange: (type: P2pAdType) => void }) {
  const { t } = useTranslation();
  return (
    <div className="p2p-card">
      <Selector
        data-testid="p2p-ad-type"
        columns={2}
        options={[
          { label: t('p2p.ad_sell'), value: 'sell' },
          { label: t('p2p.ad_buy'), value: 'buy' },
        ]}
        value={[type]}
        onChange={(picked) => picked[0] && onChange(picked[0] as P2pAdType)}
      />
      <div className="p2p-muted p2p-coin-line">{t('p2p.coin_line', { coin: 'PI', quote: 'USDT' })}</div>
    </div>
  );
}

/** A new offchain ad starts in the market's currency (fiat-choice.ts), else the language's. */
function startFiat(locale: Locale): string {
  const remembered = rememberedFiat();
  return remembered && remembered !== WALLET_MARKET ? remembered : (DEFAULT_FIAT_BY_LOCALE[locale] ?? 'USD');
}

function CreateAdForm() {
  const { t, i18n } = useTranslation();
  const fmt = useAmount();
  const balances = useBalances();
  const navigate = useNavigate();
  const create = useCreateAd();
  const [type, setType] = useState<P2pAdType>('sell');
  const [draft, setDraft] = useState(EMPTY);
  const money = useMoney();
  const [terms, setTerms] = useState(() => ({ ...DEFAULT_SETTLEMENT, fiat: startFiat(i18n.language as Locale) }));
  const [checked, setChecked] = useState(false);
  // One key per confirmation: a double submit of the same confirmation posts one ad.
  const [requestKey, setRequestKey] = useState('');
  const floating = useFloatingNow(terms);
  const offchain = terms.settlement === 'offchain';
  const now: PriceNow = {
    fiat: offchain ? terms.fiat : null,
    price: terms.price_type === 'floating' ? floating.price : draft.price.trim() || null,
    decimals: floating.decimals,
  };
  const problems = adProblems(draft, terms, floating.decimals);
  const termsProblems = checkSettlement(terms, type, t);

  const next = () => {
    setChecked(true);
    if (Object.keys(problems).length > 0 || Object.keys(termsProblems).length > 0) return;
    // The escrow must be on hand: said before the payment password rather than refused after it.
    const escrow = offchain && type === 'buy' ? null : escrowOf(type, draft);
    const held = escrow && balances.data?.find((b) => b.coin === escrow.coin)?.available;
    if (escrow && held !== undefined && held !== null && !holds(held, escrow.amount, escrow.coin)) {
      Toast.show({ content: t('p2p.error_balance', { available: fmt(held, escrow.coin), coin: escrow.coin }) });
      return;
    }
    setRequestKey(newRequestKey());
  };
  const send = (paypassword: string) => {
    create.mutate(adBody(type, draft, terms, paypassword, requestKey), {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('p2p.ad_posted') });
        navigate(paths.myAds, { replace: true });
      },
      onSettled: () => setRequestKey(''),
    });
  };

  return (
    <>
      <AdTypeChoice type={type} onChange={setType} />
      <SettlementFields type={type} draft={terms} problems={checked ? termsProblems : {}} onChange={setTerms} />
      <AdFormFields
        draft={draft}
        problems={checked ? problems : {}}
        onChange={setDraft}
        price={offchain ? (terms.price_type === 'floating' ? null : t('p2p_fiat.price_fiat', { fiat: terms.fiat })) : undefined}
      />
      <EscrowCard type={type} figures={draft} offchain={offchain ? now : undefined} />
      <div className="p2p-submit">
        <Button block color="primary" size="large" onClick={next} data-testid="p2p-ad-submit">
          {t('p2p.post_ad')}
        </Button>
      </div>
      <PaySheet
        visible={requestKey !== ''}
        title={type === 'sell' ? t('p2p.confirm_sell_ad') : t('p2p.confirm_buy_ad')}
        busy={create.isPending}
        onCancel={() => setRequestKey('')}
        onSubmit={send}
        rows={summary(type, draft, terms, now, { t, fmt, money })}
      />
    </>
  );
}

export default function CreateAdPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('title.advertisement_sell')}>
      <VerifyGate>
        <CreateAdForm />
      </VerifyGate>
    </Page>
  );
}
