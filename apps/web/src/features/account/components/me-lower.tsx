/**
 * The Me tab below the orders (docs/product.md §2): the services grid with its unread badges, the member's shop and the
 * account list. Its own chunk, loaded once the browser is idle after the tab's first paint (pages/me.tsx): the
 * tab's largest paint is its header, and this half's code and icons were a fifth of what the tab loaded first.
 */
import { useTranslation } from 'react-i18next';
import { useNoticeUnread } from '@/lib/notice-unread';
import { useChatUnread } from '@/lib/socket';
import { AccountList } from './account-list';
import { EntryGrid } from './entry-grid';
import { SERVICES } from './lower-entries';
import { ShopCard } from './shop-card';

function MeServices() {
  const { t } = useTranslation();
  const unread = useChatUnread();
  const notices = useNoticeUnread();
  return (
    <EntryGrid
      testId="me-services"
      title={t('me.services')}
      entries={SERVICES}
      badges={{ messages: unread, notices: notices.data?.unread }}
    />
  );
}

export default function MeLower() {
  return (
    <>
      <MeServices />
      <ShopCard />
      <AccountList />
    </>
  );
}
