/** shop/allgoods/allgoods (docs/product.md §2 "goods list"): every product of the merchant, then by status. */
import { useTranslation } from 'react-i18next';
import { GoodsManager } from '../components/goods-manager';
import './shop.css';

export default function AllGoodsPage() {
  const { t } = useTranslation();
  return <GoodsManager title={t('title.all_goods')} withAll />;
}
