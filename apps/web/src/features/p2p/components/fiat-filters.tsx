/**
 * Narrowing a currency's market (docs/api.md /api/ctoc/getlist `fiat`, `providers`, `fiat_amount`): any of the
 * currency's named providers, the amount one wants to pay or receive ("I want to pay 20,000 NGN": only ads
 * one order of which can total it), and only traders one trusts (`trusted`, "Block and trust"). What narrows the list shows as chips, each cleared with a tap. The server
 * filters; an amount that is not one of the currency's figures is said so and not sent.
 */
import type { Locale, P2pAdType, P2pProvider } from '@app/contract';
import { formatFiat } from '@app/contract/rules/fiat-format';
import { Button, Checkbox, Selector, Tag } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '@/components/field-input';
import type { AdFilter } from '../api/get-ads';

export interface FiatFilterDraft {
  providers: number[];
  amount: string;
  trusted: boolean;
}

export const NO_FIAT_FILTER: FiatFilterDraft = { providers: [], amount: '', trusted: false };

/** An amount of the currency as typed: digits with at most its decimals ("20000", "20000.50"). */
export function fiatAmountOk(text: string, decimals: number): boolean {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  return match !== null && (match[2]?.length ?? 0) <= decimals && Number(text) > 0;
}

export const hasFiatFilter = (draft: FiatFilterDraft) =>
  draft.providers.length > 0 || draft.amount.trim() !== '' || draft.trusted;

/** What the list asks the server for; an unreadable amount is left out. */
export function fiatFilterOf(fiat: string, decimals: number, draft: FiatFilterDraft): AdFilter {
  const filter: AdFilter = { fiat };
  if (draft.providers.length > 0) filter.providers = draft.providers;
  if (fiatAmountOk(draft.amount, decimals)) filter.fiat_amount = draft.amount.trim();
  if (draft.trusted) filter.trusted = true;
  return filter;
}

interface Props {
  /** the side of the ads listed: on sell ads the member pays, on buy ads they receive */
  type: P2pAdType;
  fiat: string;
  decimals: number;
  /** undefined while the currency's providers are still loading: their row keeps its place meanwhile */
  providers: P2pProvider[] | undefined;
  value: FiatFilterDraft;
  onChange: (next: FiatFilterDraft) => void;
}

function Chips({ fiat, decimals, providers, value, onChange }: Omit<Props, 'type' | 'providers'> & { providers: P2pProvider[] }) {
  const { t, i18n } = useTranslation();
  if (!hasFiatFilter(value)) return null;
  const amountShown = fiatAmountOk(value.amount, decimals);
  return (
    <div className="p2p-chips" data-testid="p2p-filter-chips">
      {value.providers.map((id) => {
        const name = providers.find((p) => p.id === id)?.name ?? String(id);
        return (
          <Tag key={id} round color="primary" fill="outline" data-testid={`p2p-chip-provider-${id}`}>
            {name}
            <button
              type="button"
              className="p2p-chip-clear"
              aria-label={t('p2p_fiat.clear_filter', { name })}
              onClick={() => onChange({ ...value, providers: value.providers.filter((p) => p !== id) })}
            >
              <CloseOutline aria-hidden />
            </button>
          </Tag>
        );
      })}
      {amountShown && (
        <Tag round color="primary" fill="outline" data-testid="p2p-chip-amount">
          {formatFiat(value.amount.trim(), fiat, i18n.language as Locale)}
          <button
            type="button"
            className="p2p-chip-clear"
            aria-label={t('p2p_fiat.clear_filter', { name: formatFiat(value.amount.trim(), fiat, i18n.language as Locale) })}
            onClick={() => onChange({ ...value, amount: '' })}
          >
            <CloseOutline aria-hidden />
          </button>
        </Tag>
      )}
      {value.trusted && (
        <Tag round color="primary" fill="outline" data-testid="p2p-chip-trusted">
          {t('p2p_more.trusted_only')}
          <button
            type="button"
            className="p2p-chip-clear"
            aria-label={t('p2p_fiat.clear_filter', { name: t('p2p_more.trusted_only') })}
            onClick={() => onChange({ ...value, trusted: false })}
          >
            <CloseOutline aria-hidden />
          </button>
        </Tag>
      )}
      <Button size="mini" fill="none" color="primary" onClick={() => onChange(NO_FIAT_FILTER)} data-testid="p2p-filters-clear">
        {t('p2p_fiat.clear_filters')}
      </Button>
    </div>
  );
}

export function FiatFilters(props: Props) {
  const { t } = useTranslation();
  const { type, fiat, decimals, value, onChange } = props;
  const providers = props.providers ?? [];
  const amountLabel = type === 'sell' ? t('p2p_fiat.i_pay', { fiat }) : t('p2p_fiat.i_receive', { fiat });
  const amountProblem = value.amount.trim() !== '' && !fiatAmountOk(value.amount, decimals);
  return (
    <div className="p2p-filters" data-testid="p2p-fiat-filters">
      {/* The providers' row arrives a moment after the screen: until then an empty row of its height, so the
          offers below do not move down when it comes (CLS, bench/results/lighthouse-*.md). */}
      {props.providers === undefined && <div className="p2p-filter-pay-pending" aria-hidden />}
      {providers.length > 0 && (
        <Selector
          multiple
          data-testid="p2p-filter-providers"
          className="p2p-filter-pay"
          aria-label={t('p2p_fiat.providers')}
          options={providers.map((provider) => ({ label: provider.name, value: provider.id }))}
          value={value.providers}
          onChange={(picked) => onChange({ ...value, providers: picked })}
        />
      )}
      <Checkbox
        checked={value.trusted}
        onChange={(trusted) => onChange({ ...value, trusted })}
        data-testid="p2p-filter-trusted"
        className="p2p-filter-trusted"
      >
        {t('p2p_more.trusted_only')}
      </Checkbox>
      <div className="p2p-filter-amount">
        <FieldInput
          testId="p2p-filter-fiat-amount"
          inputMode="decimal"
          aria-label={amountLabel}
          placeholder={amountLabel}
          value={value.amount}
          onChange={(amount) => onChange({ ...value, amount })}
        />
        {amountProblem && (
          <span className="p2p-error" data-testid="p2p-filter-fiat-amount-error">
            {t('p2p_fiat.amount_invalid', { fiat, decimals })}
          </span>
        )}
      </div>
      <Chips fiat={fiat} decimals={decimals} providers={providers} value={value} onChange={onChange} />
    </div>
  );
}
