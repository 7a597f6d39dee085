/**
 * Directions and sharing on a shop page (docs/api.md "Share links and directions"): a `geo:` link that phones
 * open in their maps app with an OpenStreetMap link beside it for browsers without one, and Share — the system
 * share sheet where the browser has the Web Share API, else the link is copied and a toast says so.
 */
import type { ShopDetail } from '@app/contract';
import { Button } from 'antd-mobile';
import { EnvironmentOutline, SendOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/toast';
import { geoHref, osmHref, shopShareUrl } from '../utils/place-links';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (no secure context, no permission): the selection-based copy.
    const area = document.createElement('textarea');
    area.value = text;
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

export function ShopPlaceActions({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation();
  const share = async () => {
    const url = shopShareUrl(shop.id);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: shop.name, text: shop.name, url });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return; // the member closed the share sheet
      }
    }
    const copied = await copyText(url);
    showToast({ content: copied ? t('map.place.link_copied') : url });
  };
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
