/**
 * How an ad is paid, as P2P markets show it on each ad (docs/api.md "P2P with payment methods"): USDT in the
 * wallet, or the named providers (or, for methods saved before providers, the kinds) offered outside the app with the payment window — never the accounts,
 * which show on an open order only — and the track record the ad asks of its takers.
 */
import type { P2pAd } from '@app/contract';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PAY_TYPE_LABEL } from './pay-type-label';
import { TAG_COLOR } from './tag-colors';

export function AdTerms({ ad }: { ad: P2pAd }) {
  const { t } = useTranslation();
  const testId = `p2p-ad-terms-${ad.id}`;
  return (
    <div className="p2p-ad-terms" data-testid={testId} data-settlement={ad.settlement}>
      {ad.settlement === 'wallet' ? (
        <Tag color={TAG_COLOR.moving} fill="outline">
          {t('p2p.settle_wallet')}
        </Tag>
      ) : (
        <>
          {/* named providers where the ad has them (docs/api.md "P2P in the members' own money"), else the kinds */}
          {ad.providers.map((provider) => (
            <Tag key={provider.id} color={TAG_COLOR.done} fill="outline" data-testid={`${testId}-provider-${provider.id}`}>
              {provider.name}
            </Tag>
          ))}
          {ad.providers.length === 0 &&
            ad.pay_types.map((type) => (
              <Tag key={type} color={TAG_COLOR.done} fill="outline" data-testid={`${testId}-${type}`}>
                {t(PAY_TYPE_LABEL[type])}
              </Tag>
            ))}
          {ad.pay_window !== null && (
            <Tag color={TAG_COLOR.neutral} fill="outline">
              {t('p2p.pay_within', { minutes: ad.pay_window })}
            </Tag>
          )}
        </>
      )}
      {(ad.min_orders ?? 0) > 0 && (
        <Tag color={TAG_COLOR.neutral} fill="outline">
          {t('p2p.needs_orders', { count: ad.min_orders })}
        </Tag>
      )}
    </div>
  );
}
