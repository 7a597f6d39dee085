/**
 * Directions and sharing on a shop page (docs/api.md "Share links and directions"): a `geo:` link that phones
 * open in their maps app with an OpenStreetMap link beside it for browsers without one, and Share (lib/share-link.ts).
 */
import type { ShopDetail } from '@app/contract';
import { Button } from 'antd-mobile';
import { EnvironmentOutline, SendOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { shareLink } from '@/lib/share-link';
import { geoHref, osmHref, shopShareUrl } from '../utils/place-links';

export function ShopPlaceActions({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation();
  const share = () => shareLink({ title: shop.name, url: shopShareUrl(shop.id), copiedText: t('map.place.link_copied') });
  return (
    <section className="shop-place-actions" data-testid="shop-place-actions">
      <a className="shop-directions" href={geoHref(shop.lat, shop.lng, shop.name)} data-testid="shop-directions">
        <EnvironmentOutline /> {t('map.place.directions')}
      </a>
      <a
        className="shop-osm"
        href={osmHref(shop.lat, shop.lng)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="shop-directions-osm"
      >
        {t('map.place.osm')}
      </a>
      <Button size="small" fill="outline" color="primary" data-testid="shop-share" onClick={() => void share()}>
        <SendOutline /> {t('map.place.share')}
      </Button>
    </section>
  );
}
