/**
 * shopenter/shopenter, merchant onboarding (docs/product.md §2, §6 "merchant: shop settlement"): what settling a shop
 * means and needs, then the application form and my applications.
 */
import { Button, List } from 'antd-mobile';
import { CheckCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import './forms.css';

const NEEDS = ['need_info', 'need_location', 'need_images', 'need_review'] as const;

export default function ShopEnterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t('title.shopenter')}>
      <div className="shopenter-hero">
        <h2>{t('map.settle_title')}</h2>
        <p>{t('map.settle_intro')}</p>
      </div>
      <List header={t('map.settle_needs')}>
        {NEEDS.map((need) => (
          <List.Item key={need} prefix={<CheckCircleOutline color="var(--app-blue)" />}>
            {t(`map.${need}`)}
          </List.Item>
        ))}
      </List>
      <div className="shopenter-actions">
        <Button block color="primary" size="large" data-testid="shopenter-apply" onClick={() => navigate(paths.shopEnterForm)}>
          {t('map.apply_now')}
        </Button>
        <Button
          block
          fill="outline"
          color="primary"
          data-testid="shopenter-applications"
          onClick={() => navigate(paths.myApplications)}
        >
          {t('title.my_applications')}
        </Button>
      </div>
    </Page>
  );
}
