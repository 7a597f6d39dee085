/**
 * page/mapshop/goodsinfos?id= (docs/product.md §2 "product details"; docs/api.md /api/product/detail): the pictures in a
 * swiper, price in USDT, stock and sales, description, the shop with a link to it, and the buying bar.
 */
import { SHOP_COIN, type ChatContext, type ProductDetail } from '@app/contract';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAmount } from '@/lib/amount';
import { useNavigate, useSearchParams } from '@/lib/router';
import { MessageButton } from '@/components/message-button';
import { Page } from '@/components/page';
import { ReportButton } from '@/components/report-button';
import { PhotoSwiper } from '@/components/photo-swiper';
import { RatingLine } from '@/components/rating-line';
import { ReviewsLater } from '@/components/reviews-later';
import { paths } from '@/config/paths';
import { mediaUrl } from '@/lib/request';
import { useProduct } from '../api/product-detail';
import { BuyBar } from '../components/buy-bar';
import { LoadState } from '@/components/load-state';
import { answeredNo, NotFound } from '@/components/not-found';
import { ProductImage } from '../components/product-image';
import { idFromQuery } from '../components/shop-rules';
import './shop.css';
import { ActionItem } from '@/components/action-item';

const count = (total: number, current: number) => (
  <div className="shop-swiper-count">
    {current + 1}/{total}
  </div>
);

function Gallery({ product }: { product: ProductDetail }) {
  return (
    <PhotoSwiper
      className="shop-swiper"
      testId="goods-swiper"
      height={375}
      photos={product.images.map((src) => ({ src: mediaUrl(src), alt: product.name }))}
      indicator={count}
    />
  );
}

/** The card a chat about these goods opens with (docs/api.md "Chat in context"). */
const goodsCard = (product: ProductDetail): ChatContext => ({
  type: 'goods',
  id: product.id,
  title: product.name,
  image: product.image,
  price: product.price,
});

function Details({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const navigate = useNavigate();
  return (
    <>
      <Gallery product={product} />
      <div className="shop-card">
        <div className="shop-price shop-price-big" data-testid="goods-price">
          {fmt(product.price, SHOP_COIN)} <small>{SHOP_COIN}</small>
        </div>
        <div className="shop-product-name" data-testid="goods-name">
          {product.name}
        </div>
        <div className="shop-muted" data-testid="goods-stock">
          {t('shop.stock_sales', { stock: product.stock, sales: product.sales })}
        </div>
        <RatingLine rating={product.rating} count={product.rating_count} testId="goods-rating" />
        {!product.is_mine && <ReportButton target="goods" id={product.id} testId="goods-report" />}
      </div>
      <List header={t('shop.shop')}>
        <ActionItem
          prefix={<ProductImage src={product.shop.door_image} size={40} alt={product.shop.name} />}
          description={product.shop.address}
          data-testid="goods-shop"
          extra={<MessageButton toId={product.shop.user_id} context={goodsCard(product)} testId="goods-message" />}
          onClick={() => navigate(`${paths.shopDesc}?id=${product.shop.id}`)}
        >
          {product.shop.name}
        </ActionItem>
      </List>
      <div className="shop-card">
        <h2 className="shop-section-title">{t('field.goods_description')}</h2>
        <div className="shop-description" data-testid="goods-description">
          {product.description}
        </div>
      </div>
      <ReviewsLater of={{ product_id: product.id }} testId="goods-reviews" />
      <BuyBar product={product} />
    </>
  );
}

export default function GoodsInfoPage() {
  const { t } = useTranslation();
  const id = idFromQuery(useSearchParams()[0].get('id'));
  const product = useProduct(id);
  return (
    <Page title={t('title.goods_info')}>
      {product.data ? (
        <Details product={product.data} />
      ) : id === 0 || answeredNo(product.error) ? (
        <NotFound testId="goods-info" />
      ) : (
        <LoadState error={product.isError} onRetry={() => void product.refetch()} testId="goods-info" />
      )}
    </Page>
  );
}
