/** shopenter/myapplications (docs/product.md §2): my shop settlement applications with their state and reject reason. */
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { MyLabelList } from '../components/my-label-list';
import './forms.css';
import './lists.css';

export default function MyApplicationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t('title.my_applications')}>
      <MyLabelList testId="applications" only="shop" emptyText={t('map.no_applications')} />
      <div className="shopenter-actions">
        <Button block color="primary" fill="outline" data-testid="applications-new" onClick={() => navigate(paths.shopEnterForm)}>
          {t('map.apply_now')}
        </Button>
      </div>
    </Page>
  );
}
