/**
 * The bound withdrawal address of a coin and chain and whether money may leave to it yet (docs/api.md
 * /api/user/tcconfig `addresses`, `address_usable_at`): a new address waits a cool-down, shown as the time it
 * becomes usable. Shared by the withdraw page and the address book.
 */
import type { TcConfig } from '@app/contract';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { dateTime } from '@/lib/relative-time';
import { ActionItem } from '@/components/action-item';

export interface BoundAddress {
  address: string;
  /** unix seconds; undefined when the address may be used now */
  usableFrom?: number;
}

/** The bound address of `chain` from tcconfig, with its wait when it has not ended by `now`. */
export function boundAddress(config: TcConfig, chain: string, now = Date.now() / 1000): BoundAddress | undefined {
  const address = config.addresses[chain];
  if (!address) return undefined;
  const usableAt = config.address_usable_at[chain] ?? 0;
  return usableAt > now ? { address, usableFrom: usableAt } : { address };
}

export function BoundAddressItem({ bound, onOpen }: { bound: BoundAddress | undefined; onOpen?: () => void }) {
  const { t } = useTranslation();
  return (
    <ActionItem
      onClick={onOpen}
      data-testid="bound-address"
      description={
        bound &&
        (bound.usableFrom ? (
          <Tag color="warning" data-testid="bound-address-cooling">
            {t('wallet_withdraw.usable_from', { time: dateTime(bound.usableFrom) })}
          </Tag>
        ) : (
          <Tag color="success">{t('wallet_withdraw.usable')}</Tag>
        ))
      }
    >
      {bound ? <span className="wallet-address">{bound.address}</span> : t('wallet_withdraw.no_address')}
    </ActionItem>
  );
}
