/**
 * page/business/alerts (docs/api.md "P2P in the members' own money" → "Alerts"): my offer alerts — the side, the
 * currency, the providers (any when none) and the price limit, and when one last told me — with a form to add
 * one (at most 10: with ten the form gives way to saying so) and deleting one after a confirmation. A matching
 * new or repriced ad raises a notice in the notice centre. Reached from the market's toolbar.
 */
import { P2P_ALERTS_MAX, type Locale, type P2pAlert, type P2pCurrency } from '@app/contract';
import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { confirmDialog } from '@/lib/confirm-dialog';
import { dateTime } from '@/lib/relative-time';
import { useAlerts, useDeleteAlert } from '../api/alerts';
import { useCurrencies } from '../api/fiat';
import { AlertForm } from '../components/alert-form';
import { initialMarket, rememberedFiat, WALLET_MARKET } from '../components/fiat-choice';
import { useMoney } from '../components/fiat-money';
import { EmptyState, LoadFailed } from '../components/query-state';
import './p2p.css';
import './p2p-trade.css';

function AlertCard({ alert }: { alert: P2pAlert }) {
  const { t } = useTranslation();
  const money = useMoney();
  const remove = useDeleteAlert();
  const price = money(alert.price, alert.fiat);
  const ask = async () => {
    const content = <div data-testid="p2p-alert-delete-confirm">{t('p2p_more.alert_delete_confirm', { price })}</div>;
    const yes = await confirmDialog({ content, confirmText: t('p2p_more.alert_delete'), cancelText: t('p2p.cancel') });
    if (yes) remove.mutate(alert.id, { onSuccess: () => Toast.show({ content: t('p2p_more.alert_deleted') }) });
  };
  return (
    <div className="p2p-card p2p-alert" data-testid={`p2p-alert-${alert.id}`}>
      <div className="p2p-order-head">
        <span className={alert.type === 'sell' ? 'p2p-side is-buy' : 'p2p-side is-sell'}>
          {alert.type === 'sell' ? t('p2p.buy_pi') : t('p2p.sell_pi')} · {alert.fiat}
        </span>
        <Button size="mini" color="danger" fill="outline" onClick={() => void ask()} data-testid={`p2p-alert-delete-${alert.id}`}>
          {t('p2p_more.alert_delete')}
        </Button>
      </div>
      <div data-testid={`p2p-alert-price-${alert.id}`}>
        {alert.type === 'sell' ? t('p2p_more.alert_at_most', { price }) : t('p2p_more.alert_at_least', { price })}
      </div>
      <div className="p2p-muted">
        {alert.providers.length ? alert.providers.map((p) => p.name).join(' · ') : t('p2p_more.alert_any_provider')}
      </div>
      <div className="p2p-muted">
        {alert.notified_at === null
          ? t('p2p_more.alert_never_notified')
          : t('p2p_more.alert_notified', { time: dateTime(alert.notified_at) })}
      </div>
    </div>
  );
}

function AlertsView({ alerts, currencies }: { alerts: P2pAlert[]; currencies: P2pCurrency[] }) {
  const { t, i18n } = useTranslation();
  const codes = currencies.map((c) => c.code);
  // the market's remembered currency, unless it was the wallet market (an alert is in a currency)
  const remembered = rememberedFiat() === WALLET_MARKET ? null : rememberedFiat();
  const chosen = initialMarket({ linked: null, remembered, locale: i18n.language as Locale, enabled: codes });
  const first = codes.includes(chosen) ? chosen : codes[0];
  return (
    <div className="p2p-body" data-testid="p2p-alerts">
      <div className="p2p-muted">{t('p2p_more.alerts_help', { max: P2P_ALERTS_MAX })}</div>
      {alerts.length >= P2P_ALERTS_MAX ? (
        <div className="p2p-card p2p-muted" data-testid="p2p-alerts-full">
          {t('p2p_more.alerts_full', { max: P2P_ALERTS_MAX })}
        </div>
      ) : (
        first && <AlertForm currencies={currencies} initialFiat={first} />
      )}
      {alerts.length === 0 ? (
        <EmptyState text={t('p2p_more.alerts_empty')} testId="p2p-alerts" />
      ) : (
        alerts.map((alert) => <AlertCard key={alert.id} alert={alert} />)
      )}
    </div>
  );
}

export default function AlertsPage() {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const currencies = useCurrencies();
  return (
    <Page title={t('p2p_more.alerts_title')}>
      {alerts.data && currencies.data ? (
        <AlertsView alerts={alerts.data} currencies={currencies.data} />
      ) : (
        <LoadFailed query={alerts.isError ? alerts : currencies} testId="p2p-alerts" />
      )}
    </Page>
  );
}
