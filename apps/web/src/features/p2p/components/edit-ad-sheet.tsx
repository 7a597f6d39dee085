/**
 * Editing one of my open ads (docs/api.md /api/ctoc/editad, "P2P in the members' own money" → "Editing"): its
 * fixed price or floating margin, its minimum per order, its remark and — offchain — the methods a sell ad is paid
 * to or the providers a buy ad pays with. Each figure is checked here as the contract reads it (price at most the
 * currency's decimals, margin ± 50 % with two decimals, 1–5 methods); the server answers the rest (the band, an
 * order opened meanwhile: 409) with its message, and the sheet stays open.
 */
import { P2P_AD_PAY_METHODS_MAX, P2P_MARGIN_MAX, type EditAdBody, type P2pAd } from '@app/contract';
import { decimalsOf, marginHundredths } from '@app/contract/rules/fiat-price';
import { Button, Popup, Selector, TextArea, Toast } from 'antd-mobile';
import { SegmentedSwitch } from '@/components/segmented-switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '@/components/field-input';
import { useEditAd } from '../api/edit-ad';
import { useProviders } from '../api/fiat';
import { usePayMethods } from '../api/pay-methods';
import { fiatAmountOk } from './fiat-filters';

interface Draft {
  price_type: 'fixed' | 'floating';
  price: string;
  margin: string;
  min_quantity: string;
  remark: string;
  picks: number[];
}

const PI_AMOUNT = /^\d{1,12}(\.\d{1,7})?$/;
const USDT_PRICE = /^\d{1,12}(\.\d{1,6})?$/;

/** The figures' problems as translation keys, none when the draft can be sent. */
export function editProblems(ad: P2pAd, draft: Draft): Partial<Record<'price' | 'margin' | 'min_quantity' | 'picks', string>> {
  const problems: Partial<Record<'price' | 'margin' | 'min_quantity' | 'picks', string>> = {};
  const bp = marginHundredths(draft.margin);
  if (draft.price_type === 'floating' && (bp === null || Math.abs(bp) > P2P_MARGIN_MAX * 100))
    problems.margin = 'p2p_fiat.margin_invalid';
  const priceOk = ad.fiat
    ? fiatAmountOk(draft.price, decimalsOf(ad.price))
    : USDT_PRICE.test(draft.price.trim()) && Number(draft.price) > 0;
  if (draft.price_type === 'fixed' && !priceOk) problems.price = 'p2p_more.edit_price_invalid';
  if (!PI_AMOUNT.test(draft.min_quantity.trim()) || Number(draft.min_quantity) <= 0)
    problems.min_quantity = 'p2p_more.edit_min_invalid';
  if (ad.settlement === 'offchain' && (draft.picks.length < 1 || draft.picks.length > P2P_AD_PAY_METHODS_MAX))
    problems.picks = 'p2p_more.edit_picks_invalid';
  return problems;
}

/** What the server is sent: the price or the margin, and methods or providers only when they changed. */
export function editBody(ad: P2pAd, draft: Draft, initialPicks: number[]): EditAdBody {
  const body: EditAdBody = { id: ad.id, min_quantity: draft.min_quantity.trim(), remark: draft.remark.trim() };
  if (draft.price_type === 'floating') Object.assign(body, { price_type: 'floating', margin: draft.margin.trim() });
  else Object.assign(body, { price_type: 'fixed', price: draft.price.trim() });
  const changed = [...draft.picks].sort().join() !== [...initialPicks].sort().join();
  if (ad.settlement === 'offchain' && changed) {
    if (ad.type === 'sell') body.pay_methods = draft.picks;
    else body.providers = draft.picks;
  }
  return body;
}

/** The choices of methods (a sell ad: mine in the ad's currency) or providers (a buy ad), and those on the ad now. */
function usePickOptions(ad: P2pAd) {
  const methods = usePayMethods();
  const providers = useProviders(ad.settlement === 'offchain' && ad.type === 'buy' ? (ad.fiat ?? undefined) : undefined);
  const onAd = new Set(ad.providers.map((p) => p.id));
  if (ad.settlement !== 'offchain') return { options: [], initial: [] };
  if (ad.type === 'buy') {
    const options = (providers.data ?? []).map((p) => ({ label: p.name, value: p.id }));
    return { options, initial: [...onAd] };
  }
  const mine = (methods.data ?? []).filter((m) => !m.provider || m.provider.fiat === ad.fiat);
  const options = mine.map((m) => ({ label: `${m.provider?.name ?? m.bank ?? m.type} · ${m.account}`, value: m.id }));
  return { options, initial: mine.filter((m) => m.provider && onAd.has(m.provider.id)).map((m) => m.id) };
}

function Problem({ text, testId }: { text?: string; testId: string }) {
  const { t } = useTranslation();
  return text ? (
    <div className="p2p-error" role="alert" data-testid={testId}>
      {t(text, { max: P2P_AD_PAY_METHODS_MAX })}
    </div>
  ) : null;
}

export function EditAdSheet({ ad, onClose }: { ad: P2pAd; onClose: () => void }) {
  const { t } = useTranslation();
  const edit = useEditAd();
  const { options, initial } = usePickOptions(ad);
  const [draft, setDraft] = useState<Draft>({
    price_type: ad.price_type,
    price: ad.price,
    margin: ad.margin ?? '0',
    min_quantity: ad.min_quantity.replace(/\.?0+$/, ''),
    remark: ad.remark,
    picks: [],
  });
  // the ad's current methods are known once the lists load; until the member picks, those stand
  const [picked, setPicked] = useState<number[] | null>(null);
  const picks = picked ?? initial;
  const [checked, setChecked] = useState(false);
  const problems = checked ? editProblems(ad, { ...draft, picks }) : {};
  const set = (part: Partial<Draft>) => setDraft({ ...draft, ...part });
  const save = () => {
    setChecked(true);
    if (Object.keys(editProblems(ad, { ...draft, picks })).length) return;
    edit.mutate(editBody(ad, { ...draft, picks }, initial), {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('p2p_more.edit_saved') });
        onClose();
      },
    });
  };
  const floatable = ad.fiat !== null && (ad.reference_price !== null || ad.price_type === 'floating');
  return (
    <Popup visible onMaskClick={onClose} bodyClassName="p2p-sheet p2p-edit-ad-sheet" destroyOnClose>
      <div className="p2p-sheet-title">{t('p2p_more.edit_title')}</div>
      {floatable && (
        <SegmentedSwitch
          aria-label={t('p2p_fiat.price_type')}
          value={draft.price_type}
          onChange={(value) => set({ price_type: value })}
          options={[
            { value: 'fixed', label: t('p2p_fiat.price_fixed') },
            { value: 'floating', label: <span data-testid="p2p-edit-floating">{t('p2p_fiat.price_floating')}</span> },
          ]}
        />
      )}
      {draft.price_type === 'floating' ? (
        <label className="p2p-muted">
          {t('p2p_fiat.margin')}
          <FieldInput testId="p2p-edit-margin" inputMode="decimal" value={draft.margin} onChange={(margin) => set({ margin })} />
        </label>
      ) : (
        <label className="p2p-muted">
          {ad.fiat ? t('p2p_fiat.price_fiat', { fiat: ad.fiat }) : t('p2p.price_usdt')}
          <FieldInput testId="p2p-edit-price" inputMode="decimal" value={draft.price} onChange={(price) => set({ price })} />
        </label>
      )}
      <Problem text={problems.margin ?? problems.price} testId="p2p-edit-price-error" />
      <label className="p2p-muted">
        {t('p2p.min_quantity')}
        <FieldInput
          testId="p2p-edit-min"
          inputMode="decimal"
          value={draft.min_quantity}
          onChange={(min_quantity) => set({ min_quantity })}
        />
      </label>
      <Problem text={problems.min_quantity} testId="p2p-edit-min-error" />
      {ad.settlement === 'offchain' && (
        <>
          <div className="p2p-muted">{ad.type === 'sell' ? t('p2p_fiat.pay_me_with') : t('p2p_fiat.providers')}</div>
          <Selector
            multiple
            data-testid="p2p-edit-picks"
            aria-label={ad.type === 'sell' ? t('p2p_fiat.pay_me_with') : t('p2p_fiat.providers')}
            options={options}
            value={picks}
            onChange={setPicked}
          />
          <Problem text={problems.picks} testId="p2p-edit-picks-error" />
        </>
      )}
      <label className="sr-only" htmlFor="p2p-edit-remark">
        {t('p2p.remark')}
      </label>
      <TextArea
        id="p2p-edit-remark"
        data-testid="p2p-edit-remark"
        placeholder={t('p2p.remark')}
        value={draft.remark}
        maxLength={200}
        showCount
        rows={2}
        onChange={(remark) => set({ remark })}
      />
      <div className="p2p-sheet-actions">
        <Button block onClick={onClose} data-testid="p2p-edit-cancel">
          {t('p2p.cancel')}
        </Button>
        <Button block color="primary" loading={edit.isPending} onClick={save} data-testid="p2p-edit-save">
          {t('p2p_more.edit_save')}
        </Button>
      </div>
    </Popup>
  );
}
