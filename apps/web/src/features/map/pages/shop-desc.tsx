/**
 * page/mapshop/shopdesc, a shop's description (docs/product.md §2): images, hours, contact
 * with a call link, address, distance, favourite toggle, directions and sharing, "last confirmed" with "still
 * there" and "report a problem" (docs/api.md "Reports of closed or moved places"), and the shop's goods.
 */
import type { ShopDetail } from '@app/contract';
import { Button } from 'antd-mobile';
import { HeartFill, HeartOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from '@/lib/router';
import { MessageButton } from '@/components/message-button';
import { Page } from '@/components/page';
import { PhotoSwiper } from '@/components/photo-swiper';
import { ReviewsLater } from '@/components/reviews-later';
import { TrustLine } from '@/components/trust-line';
import { WhenIdle } from '@/components/use-idle';
import { loginWithRedirect } from '@/config/paths';
import { mediaUrl } from '@/lib/request';
import { useSignedIn } from '@/lib/session';
import { useLabelDetail } from '../api/get-detail';
import { useShopGoods } from '../api/get-shop-goods';
import { useToggleFavorite } from '../api/toggle-favorite';
import { ListState } from '../components/list-state';
import { PlaceStatus } from '../components/place-status';
import { ShopContact } from '../components/shop-contact';
import { ShopPlaceActions } from '../components/shop-place-actions';
import { ShopGoods } from '../components/shop-goods';
import { lastCenter } from '../utils/search-path';
import './lists.css';
import './shop.css';

function Gallery({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation();
  const images = [shop.door_image, ...shop.images].filter(Boolean);
  const photos = images.map((src, index) => ({
    src: mediaUrl(src),
    alt: t('map.gallery_alt', { name: shop.name, index: index + 1, count: images.length }),
  }));
  return <PhotoSwiper className="shop-gallery" testId="shop-gallery" height={220} photos={photos} />;
}

function FavoriteButton({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedIn = useSignedIn();
  const toggle = useToggleFavorite(shop.id);
  const onClick = () => (signedIn ? toggle.mutate() : navigate(loginWithRedirect(pathname + search)));
  return (
    <Button
      size="small"
      fill="outline"
      color={shop.favorited ? 'danger' : 'primary'}
      loading={toggle.isPending}
      data-testid="shop-favorite"
      data-favorited={shop.favorited}
      onClick={onClick}
    >
      {shop.favorited ? <HeartFill /> : <HeartOutline />} {shop.favorited ? t('map.favorited') : t('map.favorite')}
    </Button>
  );
}

export default function ShopDescPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const detail = useLabelDetail(id, lastCenter());
  const shop = detail.data?.type === 'shop' ? detail.data : null;
  // The same query ShopGoods shows: the reviews wait below it until its grid has its height.
  const goods = useShopGoods(shop?.id ?? 0);
  return (
    <Page title={shop?.name ?? t('title.shop_desc')}>
      <ListState
        testId="shop"
        loading={detail.isPending && id > 0}
        error={detail.isError}
        empty={!shop}
        emptyText={t('map.no_data')}
        onRetry={() => void detail.refetch()}
      />
      {shop && (
        <div
          data-testid="shop-desc"
          data-id={shop.id}
          className={shop.closed_reported ? 'shop-desc is-closed-reported' : 'shop-desc'}
        >
          <Gallery shop={shop} />
          <section className="shop-head">
            <div className="shop-head-text">
              <h2 data-testid="shop-name">{shop.name}</h2>
              {shop.category_name && <span className="shop-category">{shop.category_name}</span>}
            </div>
            <div className="shop-head-actions">
              <MessageButton
                toId={shop.user_id}
                context={{ type: 'shop', id: shop.id, title: shop.name, image: shop.door_image }}
                testId="shop-message"
              />
              <FavoriteButton shop={shop} />
            </div>
          </section>
          <TrustLine shopId={shop.id} />
          <ShopContact shop={shop} />
          <ShopPlaceActions shop={shop} />
          <PlaceStatus shop={shop} />
          {shop.intro && (
            <section className="shop-section">
              <h3>{t('map.intro')}</h3>
              <p className="shop-intro" data-testid="shop-intro">
                {shop.intro}
              </p>
            </section>
          )}
          {/* Below the shop's own details, in a task of its own once the page is shown: rendered with them, the
              goods made the page's first render a long task on a phone (bench/results/lighthouse-2026-11-29-b.md). */}
          <WhenIdle>
            <ShopGoods shopId={shop.id} />
          </WhenIdle>
          <ReviewsLater of={{ shop_id: shop.id }} testId="shop-reviews" after={!goods.isPending} />
        </div>
      )}
    </Page>
  );
}
