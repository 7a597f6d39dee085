/**
 * Hours, phone, address and distance of a shop (docs/product.md §8 "browser does not support calling", "no address
 * information"): the phone is a `tel:` link on phones; a desktop browser is told it cannot call.
 */
import type { ShopDetail } from '@app/contract';
import { List } from 'antd-mobile';
import { ClockCircleOutline, EnvironmentOutline, PayCircleOutline, PhoneFill } from 'antd-mobile-icons';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/toast';
import { canPlaceCalls, telHref } from '../utils/calling';
import { formatDistance } from '../utils/geo';

export function ShopContact({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation();
  const onCall = (event: MouseEvent) => {
    if (canPlaceCalls()) return;
    event.preventDefault();
    showToast({ content: t('map.no_calling') });
  };
  return (
    <List className="shop-contact">
      <List.Item prefix={<ClockCircleOutline />} data-testid="shop-hours">
        {shop.business_hours || t('map.hours_unknown')}
      </List.Item>
      {shop.accepts_pi && (
        <List.Item prefix={<PayCircleOutline />} data-testid="shop-accepts-pi">
          {t('map.accepts_pi')}
        </List.Item>
      )}
      <List.Item
        prefix={<PhoneFill />}
        extra={
          <a className="shop-call" href={telHref(shop.phone)} onClick={onCall} data-testid="shop-call">
            {t('map.call')}
          </a>
        }
        data-testid="shop-phone"
      >
        {shop.phone}
      </List.Item>
      <List.Item
        prefix={<EnvironmentOutline />}
        extra={shop.distance != null ? <span data-testid="shop-distance">{formatDistance(shop.distance)}</span> : undefined}
        data-testid="shop-address"
      >
        {shop.address || t('map.no_address')}
      </List.Item>
    </List>
  );
}
