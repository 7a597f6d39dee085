/** The shop's goods on its page (docs/product.md §8 "no goods"): each opens its product page. */
import { Grid } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';
import { useAmount } from '@/lib/amount';
import { useShopGoods } from '../api/get-shop-goods';
import { SmallImage } from '@/components/small-image';

export function ShopGoods({ shopId }: { shopId: number }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const navigate = useNavigate();
  const goods = useShopGoods(shopId);
  const items = goods.data ?? [];
  return (
    <section className="shop-section" data-testid="shop-goods">
      <h3 className="shop-section-head">
        {t('map.goods')}
        {items.length > 0 && (
          <button type="button" data-testid="shop-goods-all" onClick={() => navigate(`${paths.shopGoods}?shop_id=${shopId}`)}>
            {t('map.all_goods')}
          </button>
        )}
      </h3>
      {goods.isSuccess && items.length === 0 && (
        <div className="shop-empty" data-testid="shop-goods-empty">
          {t('map.no_goods')}
        </div>
      )}
      <Grid columns={2} gap={10}>
        {items.map((item) => {
          const image = item.image || item.images[0];
          return (
            <Grid.Item key={item.id}>
              <button
                type="button"
                className="shop-goods-item"
                data-testid={`shop-goods-${item.id}`}
                onClick={() => navigate(`${paths.goodsInfo}?id=${item.id}`)}
              >
                <SmallImage src={image} width="100%" height={140} fit="cover" lazy alt="" />
                <span className="shop-goods-name">{item.name}</span>
                <span className="shop-goods-price">{fmt(item.price, item.coin, { unit: true })}</span>
              </button>
            </Grid.Item>
          );
        })}
      </Grid>
    </section>
  );
}
