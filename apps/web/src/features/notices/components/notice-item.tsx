/** One notice in the centre: its title, body and time, a dot while unread; tapping opens it. */
import { noticeGroup, type Notice, type NoticeGroup } from '@app/contract';
import {
  BellOutline,
  ExclamationShieldOutline,
  HistogramOutline,
  PayCircleOutline,
  ShopbagOutline,
  TeamOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '@/lib/relative-time';

const ICONS: Record<NoticeGroup, ReactNode> = {
  wallet: <PayCircleOutline />,
  account: <UserOutline />,
  shop: <ShopbagOutline />,
  p2p: <HistogramOutline />,
  community: <TeamOutline />,
  safety: <ExclamationShieldOutline />,
};

function iconOf(notice: Notice): ReactNode {
  try {
    return ICONS[noticeGroup(notice.type)];
  } catch {
    // A type newer than this app: still listed, with the plain bell.
    return <BellOutline />;
  }
}

export function NoticeItem({ notice, onOpen }: { notice: Notice; onOpen: (notice: Notice) => void }) {
  const { t } = useTranslation();
  return (
    <li className={notice.read ? 'notice-item' : 'notice-item is-unread'} data-testid={`notice-${notice.id}`}>
      <button type="button" className="notice-item-open" onClick={() => onOpen(notice)}>
        <span className="notice-item-icon" aria-hidden>
          {iconOf(notice)}
        </span>
        <span className="notice-item-main">
          <span className="notice-item-head">
            <strong className="notice-item-title">{notice.title}</strong>
            <time className="notice-item-time" dateTime={new Date(notice.createtime * 1000).toISOString()}>
              {relativeTime(notice.createtime, t)}
            </time>
          </span>
          <span className="notice-item-body">{notice.body}</span>
        </span>
        {!notice.read && (
          <span className="notice-item-dot" data-testid="notice-unread-dot">
            <span className="sr-only">{t('notices.unread')}</span>
          </span>
        )}
      </button>
    </li>
  );
}
