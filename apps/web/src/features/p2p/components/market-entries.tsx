/**
 * The ways into the market from the ecosystem tab: one entry per screen. Spec §2's "spot trading" and "PI
 * area trading" are the same trading screen (spot trading is the system matching crossing ads, so posting an
 * ad at a crossing price trades at once), so they are one entry; then my ads, my orders and posting an ad.
 */
import { AddCircleOutline, BillOutline, FileOutline, HistogramOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';

const ENTRIES: Array<{ key: string; path: string; label: string; icon: ReactNode }> = [
  { key: 'trade', path: paths.business, label: 'title.business', icon: <HistogramOutline /> },
  { key: 'my_ads', path: paths.myAds, label: 'p2p.entry_my_ads', icon: <FileOutline /> },
  { key: 'my_orders', path: paths.piOrders, label: 'p2p.entry_my_orders', icon: <BillOutline /> },
  { key: 'create_ad', path: paths.createAd, label: 'p2p.entry_create_ad', icon: <AddCircleOutline /> },
];

export function MarketEntries() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="p2p-card p2p-entries">
      {ENTRIES.map((entry) => (
        <button
          key={entry.key}
          type="button"
          className="p2p-entry"
          data-testid={`p2p-entry-${entry.key}`}
          onClick={() => navigate(entry.path)}
        >
          <span className="p2p-entry-icon" aria-hidden>
            {entry.icon}
          </span>
          <span>{t(entry.label)}</span>
        </button>
      ))}
    </div>
  );
}
