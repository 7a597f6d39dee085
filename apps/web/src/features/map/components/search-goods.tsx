/** The goods group of a search (docs/api.md "Search: shops and goods"): each good opens its product page. */
import type { SearchGood } from '@app/contract';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ActionItem } from '@/components/action-item';
import { SmallImage } from '@/components/small-image';
import { paths } from '@/config/paths';
import { useAmount } from '@/lib/amount';
import { useNavigate } from '@/lib/router';
import { formatDistance } from '../utils/geo';

export function SearchGoods({ goods }: { goods: SearchGood[] }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const navigate = useNavigate();
  return (
    <List className="map-list" header={t('map.search.goods')} data-testid="search-goods">
      {goods.map((good) => (
        <ActionItem
          key={good.id}
          data-testid={`search-good-${good.id}`}
          prefix={<SmallImage src={good.image} width={56} height={56} fit="cover" lazy style={{ borderRadius: 6 }} alt="" />}
          title={fmt(good.price, good.coin, { unit: true })}
          description={good.shop_name}
          extra={good.distance != null ? formatDistance(good.distance) : undefined}
          arrow
          onClick={() => navigate(`${paths.goodsInfo}?id=${good.id}`)}
        >
          {good.name}
        </ActionItem>
      ))}
    </List>
  );
}
