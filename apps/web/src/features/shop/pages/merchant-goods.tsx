/** shop/goosdlist/goosdlist (docs/product.md §2 "merchant goods list"): the merchant's goods by status. */
import { useTranslation } from 'react-i18next';
import { GoodsManager } from '../components/goods-manager';
import './shop.css';

export default function MerchantGoodsPage() {
  const { t } = useTranslation();
  return <GoodsManager title={t('title.merchant_goods')} withAll={false} />;
}
