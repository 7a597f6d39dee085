/**
 * Narrowing the ad lists (docs/api.md /api/ctoc/getlist `settlement`, `pay_type`, `amount`): how the price is
 * paid — USDT in the wallet, or one kind of payment method outside the app (sell ads only) — and the PI
 * amount one wants to trade. The server filters; an amount that is not a valid PI figure is not sent.
 */
import { P2P_PAY_METHOD_TYPES, type P2pAdType, type P2pPayMethodType } from '@app/contract';
import { Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '@/components/field-input';
import type { AdFilter } from '../api/get-ads';
import { readAmount } from './amounts';
import { PAY_TYPE_LABEL } from './pay-type-label';

type PayChoice = 'all' | 'wallet' | P2pPayMethodType;

export interface FilterDraft {
  pay: PayChoice;
  amount: string;
}

export const NO_FILTER: FilterDraft = { pay: 'all', amount: '' };

/** What the list asks the server for: a kind of method means an offchain ad; a bad amount is left out. */
export function filterOf(draft: FilterDraft, type: P2pAdType): AdFilter {
  const filter: AdFilter = {};
  if (draft.pay === 'wallet') filter.settlement = 'wallet';
  else if (draft.pay !== 'all' && type === 'sell') filter.pay_type = draft.pay;
  if (typeof readAmount(draft.amount, 'PI') === 'bigint') filter.amount = draft.amount.trim();
  return filter;
}

interface Props {
  type: P2pAdType;
  value: FilterDraft;
  onChange: (next: FilterDraft) => void;
}

export function AdFilters({ type, value, onChange }: Props) {
  const { t } = useTranslation();
  // Only sell ads settle outside the app, so a buy-ad list has nothing to choose between.
  const choices: PayChoice[] = type === 'sell' ? ['all', 'wallet', ...P2P_PAY_METHOD_TYPES] : [];
  const label = (choice: PayChoice) =>
    choice === 'all' ? t('p2p.filter_all') : choice === 'wallet' ? t('p2p.settle_wallet') : t(PAY_TYPE_LABEL[choice]);
  const amountProblem = value.amount.trim() !== '' && typeof readAmount(value.amount, 'PI') !== 'bigint';
  return (
    <div className="p2p-filters" data-testid="p2p-filters">
      {choices.length > 0 && (
        <Selector
          data-testid="p2p-filter-pay"
          className="p2p-filter-pay"
          options={choices.map((choice) => ({ label: label(choice), value: choice }))}
          value={[value.pay]}
          onChange={(picked) => onChange({ ...value, pay: picked[0] ?? 'all' })}
        />
      )}
      <div className="p2p-filter-amount">
        <FieldInput
          testId="p2p-filter-amount"
          inputMode="decimal"
          aria-label={t('p2p.filter_amount')}
          placeholder={t('p2p.filter_amount')}
          value={value.amount}
          onChange={(amount) => onChange({ ...value, amount })}
          clearable
        />
        {amountProblem && <span className="p2p-error">{t('p2p.error_number')}</span>}
      </div>
    </div>
  );
}
