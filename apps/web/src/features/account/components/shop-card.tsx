/**
 * The Me tab's shop card: a merchant (a shop that passed review) sees their shop with its management and
 * order centre, badged with the orders waiting for them (the server's `needs_action`); anyone else sees how
 * to open one and their applications. A guest sees the latter, leading to login.
 */
import { useTranslation } from 'react-i18next';
import { useMerchantCounts } from '@/lib/merchant-counts';
import { useMyShop } from '@/lib/my-shop';
import { useSignedIn } from '@/lib/session';
import { MERCHANT_ENTRIES, SHOP_ENTER_ENTRIES } from './lower-entries';
import { EntryGrid } from './entry-grid';

export function ShopCard() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const shop = useMyShop();
  const counts = useMerchantCounts(Boolean(shop.data));
  if (signedIn && shop.data === undefined) return null;
  if (shop.data)
    return (
      <EntryGrid
        testId="me-shop"
        title={<span data-testid="me-shop-name">{shop.data.name || t('me.my_shop')}</span>}
        entries={MERCHANT_ENTRIES}
        badges={{ merchant_orders: counts.data?.needs_action }}
      />
    );
  return <EntryGrid testId="me-open-shop" title={t('me.my_shop')} entries={SHOP_ENTER_ENTRIES} />;
}
