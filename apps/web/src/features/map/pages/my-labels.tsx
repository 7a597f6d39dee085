/**
 * label/mylabel, my markings (docs/product.md §2, §5 "a label cannot be deleted until its published goods are
 * removed"): my person labels and shops, each deletable after confirming; the server says why it refuses.
 */
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { MyLabelList } from '../components/my-label-list';
import './forms.css';
import './lists.css';

export default function MyLabelsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('title.my_labels')}>
      <MyLabelList testId="mylabels" deletable emptyText={t('map.no_labels')} />
    </Page>
  );
}
