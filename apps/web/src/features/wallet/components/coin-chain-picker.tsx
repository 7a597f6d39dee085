/**
 * Coin and network choice shared by recharge and withdraw (docs/product.md §3 "Wallet: coin type, network chain"):
 * only coins that live on a chain are offered; the first chain of a coin is chosen with it.
 */
import type { Coin, MoneyType } from '@app/contract';
import { Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export interface CoinChain {
  coin: Coin;
  chain: string;
}

interface Props {
  types: MoneyType[];
  value: CoinChain | undefined;
  onChange: (value: CoinChain) => void;
  testId: string;
}

export function firstCoinChain(types: MoneyType[]): CoinChain | undefined {
  const first = types.find((t) => t.chains.length > 0);
  return first && { coin: first.coin, chain: first.chains[0]! };
}

export function CoinChainPicker({ types, value, onChange, testId }: Props) {
  const { t } = useTranslation();
  const onChain = types.filter((type) => type.chains.length > 0);
  const chains = onChain.find((type) => type.coin === value?.coin)?.chains ?? [];
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
          if (coin) onChange({ coin: coin.coin, chain: coin.chains[0]! });
        }}
      />
      <div className="wallet-picker-label">{t('wallet.chain')}</div>
      <Selector
        data-testid={`${testId}-chain`}
        columns={4}
        options={chains.map((chain) => ({ label: chain, value: chain }))}
        value={value ? [value.chain] : []}
        onChange={(picked) => value && picked[0] && onChange({ coin: value.coin, chain: picked[0] })}
      />
    </div>
  );
}
