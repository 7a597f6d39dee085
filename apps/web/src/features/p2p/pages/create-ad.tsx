/**
 * page/business/advertisement_sell, posting an ad (docs/product.md §3, §5 "coin, quantity, price, minimum quantity
 * required"; docs/api.md /api/ctoc/submitc2c): buy or sell PI at a USDT price; a sell ad is paid in the
 * wallet or outside the app to my payment methods ("P2P with payment methods"). The screen shows what posting
 * will hold in escrow and what is available, then the figures once more with the payment password.
 */
import type { Coin, P2pAdType, SubmitAdBody } from '@app/contract';
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
import { checkAd, escrowOf, readAmount, totalPrice } from '../components/amounts';
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

/** The body of /api/ctoc/submitc2c: an offchain sell ad also names its methods and payment window. */
function adBody(type: P2pAdType, draft: AdDraft, terms: SettlementDraft, paypassword: string, key: string): SubmitAdBody {
  const { remark, quantity, price, min_quantity } = draft;
  const offchain = type === 'sell' && terms.settlement === 'offchain';
  return {
    type,
    coin: 'PI',
    quantity: quantity.trim(),
    price: price.trim(),
    min_quantity: min_quantity.trim(),
    ...(remark.trim() ? { remark: remark.trim() } : {}),
    ...(minOrdersOf(terms) > 0 ? { min_orders: minOrdersOf(terms) } : {}),
    settlement: offchain ? 'offchain' : 'wallet',
    ...(offchain ? { pay_methods: terms.pay_methods, pay_window: terms.pay_window } : {}),
    paypassword,
    idempotency_key: key,
  };
}

function summary(type: P2pAdType, draft: AdDraft, terms: SettlementDraft, t: Translate, fmt: AmountFormatter): SheetRow[] {
  const escrow = escrowOf(type, draft);
  const exact = { exact: true, unit: true };
  const offchain = type === 'sell' && terms.settlement === 'offchain';
  return [
    {
      label: t('p2p.settlement'),
      value: offchain ? t('p2p.settle_offchain_summary', { minutes: terms.pay_window }) : t('p2p.settle_wallet'),
      testId: 'p2p-pay-settlement',
    },
    { label: t('p2p.quantity'), value: fmt(draft.quantity, 'PI', exact) },
    { label: t('p2p.price'), value: fmt(draft.price, 'USDT', exact) },
    { label: t('p2p.min_quantity'), value: fmt(draft.min_quantity, 'PI', exact) },
    { label: t('p2p.total_price'), value: fmt(totalPrice(draft.quantity, draft.price), 'USDT', exact) },
    {
      label: t('p2p.escrow_will_hold'),
      value: escrow ? fmt(escrow.amount, escrow.coin, exact) : '—',
      testId: 'p2p-pay-escrow',
      strong: true,
    },
  ];
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

function CreateAdForm() {
  const { t } = useTranslation();
  const fmt = useAmount();
  const balances = useBalances();
  const navigate = useNavigate();
  const create = useCreateAd();
  const [type, setType] = useState<P2pAdType>('sell');
  const [draft, setDraft] = useState(EMPTY);
  const [terms, setTerms] = useState(DEFAULT_SETTLEMENT);
  const [checked, setChecked] = useState(false);
  // One key per confirmation: a double submit of the same confirmation posts one ad.
  const [requestKey, setRequestKey] = useState('');
  const problems = checkAd(draft);
  const termsProblems = checkSettlement(terms, type === 'sell' && terms.settlement === 'offchain', t);

  const next = () => {
    setChecked(true);
    if (Object.keys(problems).length > 0 || Object.keys(termsProblems).length > 0) return;
    // The escrow must be on hand: said before the payment password rather than refused after it.
    const escrow = escrowOf(type, draft);
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
      <AdFormFields draft={draft} problems={checked ? problems : {}} onChange={setDraft} />
      <SettlementFields type={type} draft={terms} problems={checked ? termsProblems : {}} onChange={setTerms} />
      <EscrowCard type={type} figures={draft} />
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
        rows={summary(type, draft, terms, t, fmt)}
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
