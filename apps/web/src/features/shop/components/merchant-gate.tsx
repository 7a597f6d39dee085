/**
 * Merchant screens are for members whose shop label passed review (docs/api.md "Shop marketplace"): anyone else is told so, with
 * the way to open a shop (shopenter/shopenter).
 */
import { Button, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';
import { useMyShop } from '@/lib/my-shop';
import { LoadState } from '@/components/load-state';

export function MerchantGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shop = useMyShop();
  if (shop.data === undefined) return <LoadState error={shop.isError} onRetry={() => void shop.refetch()} testId="merchant" />;
  if (shop.data === null) {
    return (
      <ErrorBlock
        status="empty"
        title={t('shop.not_merchant')}
        description={t('shop.not_merchant_desc')}
        data-testid="merchant-none"
      >
        <Button color="primary" data-testid="merchant-open-shop" onClick={() => navigate(paths.shopEnter)}>
          {t('title.shopenter')}
        </Button>
      </ErrorBlock>
    );
  }
  return children;
}
