/**
 * Coin and network choice shared by recharge and withdraw (docs/product.md §3 "Wallet: coin type, network chain"):
 * only coins that live on a chain are offered; the first open chain of a coin is chosen with it. A network whose
 * deposits (recharge) or withdrawals (withdraw) an operator suspended is greyed out with the server's localized
 * reason instead of being offered (docs/api.md "Suspended networks").
 */
import type { Coin, MoneyType } from '@app/contract';
import { Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export interface CoinChain {
  coin: Coin;
  chain: string;
}

/** Which way the page moves money: the suspension that applies to it. */
export type Direction = 'deposits' | 'withdrawals';

interface Props {
  types: MoneyType[];
  value: CoinChain | undefined;
  onChange: (value: CoinChain) => void;
  testId: string;
  direction: Direction;
}

/** The reason a network is suspended for this direction, or undefined when it is open. */
export function suspendedReason(type: MoneyType | undefined, chain: string, direction: Direction): string | undefined {
  return type?.suspended?.[chain]?.[direction];
}

/** The coin's first open network; when all are suspended, the first (the page then shows the server's refusal). */
function firstChain(type: MoneyType, direction: Direction): string {
  return type.chains.find((chain) => !suspendedReason(type, chain, direction)) ?? type.chains[0]!;
}

export function firstCoinChain(types: MoneyType[], direction: Direction): CoinChain | undefined {
  const onChain = types.filter((t) => t.chains.length > 0);
  const first = onChain.find((t) => t.chains.some((chain) => !suspendedReason(t, chain, direction))) ?? onChain[0];
  return first && { coin: first.coin, chain: firstChain(first, direction) };
}

export function CoinChainPicker({ types, value, onChange, testId, direction }: Props) {
  const { t } = useTranslation();
  const onChain = types.filter((type) => type.chains.length > 0);
  const current = onChain.find((type) => type.coin === value?.coin);
  const chains = current?.chains ?? [];
  const suspended = chains.flatMap((chain) => {
    const reason = suspendedReason(current, chain, direction);
    return reason ? [{ chain, reason }] : [];
  });
  return (
    <div className="wallet-picker">
      <div className="wallet-picker-label">{t('wallet.coin')}</div>
      <Selector
        data-testid={`${testId}-coin`}
        columns={4}
        // The coin's display name (the platform coin's, as the operator named it), not its code `COIN`.
        options={onChain.map((type) => ({ label: type.name || type.coin, value: type.coin }))}
        value={value ? [value.coin] : []}
        onChange={(picked) => {
          const coin = onChain.find((type) => type.coin === picked[0]);
          if (coin) onChange({ coin: coin.coin, chain: firstChain(coin, direction) });
        }}
      />
      <div className="wallet-picker-label">{t('wallet.chain')}</div>
      <Selector
        data-testid={`${testId}-chain`}
        columns={4}
        options={chains.map((chain) => ({
          label: chain,
          value: chain,
          disabled: Boolean(suspendedReason(current, chain, direction)),
        }))}
        value={value ? [value.chain] : []}
        onChange={(picked) => value && picked[0] && onChange({ coin: value.coin, chain: picked[0] })}
      />
      {suspended.map(({ chain, reason }) => (
        <div key={chain} className="wallet-picker-suspended" data-testid={`${testId}-suspended-${chain}`}>
          {reason}
        </div>
      ))}
    </div>
  );
}
