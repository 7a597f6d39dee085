/**
 * The ways into the market from the ecosystem tab (spec §2 "spot trading, PI area trading"): both lead
 * to the trading screen (spot trading is the system matching crossing ads, so posting an ad at a crossing
 * price trades at once); then my ads, my orders and posting an ad.
 */
import { AddCircleOutline, BillOutline, FileOutline, HistogramOutline, ShopbagOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';

const ENTRIES: Array<{ key: string; path: string; icon: ReactNode }> = [
  { key: 'spot', path: paths.business, icon: <HistogramOutline /> },
  { key: 'area', path: paths.business, icon: <ShopbagOutline /> },
  { key: 'my_ads', path: paths.myAds, icon: <FileOutline /> },
  { key: 'my_orders', path: paths.piOrders, icon: <BillOutline /> },
  { key: 'create_ad', path: paths.createAd, icon: <AddCircleOutline /> },
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
          <span className="p2p-entry-icon">{entry.icon}</span>
          <span>{t(`p2p.entry_${entry.key}`)}</span>
        </button>
      ))}
    </div>
  );
}
