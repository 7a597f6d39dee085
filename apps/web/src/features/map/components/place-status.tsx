/**
 * Whether a shop is still where its pin says (docs/api.md "Reports of closed or moved places and 'last
 * confirmed'"): "Last confirmed" as a relative date, a grey notice while enough members reported it closed, and
 * for members "Still there" and "Report a problem" (guests are asked to sign in first; a merchant's own shop
 * offers neither).
 */
import type { ShopDetail } from '@app/contract';
import { Button } from 'antd-mobile';
import { CheckCircleOutline, ExclamationCircleOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginWithRedirect } from '@/config/paths';
import { relativeTime } from '@/lib/relative-time';
import { useLocation, useNavigate } from '@/lib/router';
import { useSignedIn } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { useStillThere } from '../api/place-reports';
import { currentPosition } from '../utils/current-position';

/**
 * The report sheet (antd-mobile's Popup with its animation and gesture libraries, the contract's report kinds) loads
 * on the first tap of "Report a problem", not with the shop page: it was about 60 KB gzipped of the page's first
 * load, before its largest picture (bench/results/lighthouse-2026-12-06-b.md).
 */
const ReportPlaceSheet = lazy(() => import('./report-place-sheet').then((m) => ({ default: m.ReportPlaceSheet })));

export function PlaceStatus({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedIn = useSignedIn();
  const still = useStillThere(shop.id);
  const [reporting, setReporting] = useState(false);
  // stays mounted once opened, so the sheet can animate closed
  const [reportOpened, setReportOpened] = useState(false);
  const report = () => {
    setReportOpened(true);
    setReporting(true);
  };
  const asMember = (act: () => void) => (signedIn ? act() : navigate(loginWithRedirect(pathname + search)));

  const confirm = async () => {
    // The position lets a member who never ordered there confirm from within 200 m; without it the server decides.
    const at = await currentPosition();
    await still.mutateAsync(at).then(
      () => showToast({ content: t('map.place.thanks_confirmed') }),
      () => undefined, // the refusal's message was shown by the request client
    );
  };

  return (
    <section className="shop-section place-status" data-testid="place-status">
      {shop.closed_reported && (
        <p className="place-closed" role="status" data-testid="shop-closed-reported">
          <ExclamationCircleOutline /> {t('map.place.closed_reported')}
        </p>
      )}
      <p className="place-confirmed" data-testid="shop-last-confirmed">
        {shop.last_confirmed
          ? t('map.place.last_confirmed', { when: relativeTime(shop.last_confirmed, t) })
          : t('map.place.never_confirmed')}
      </p>
      {!shop.mine && (
        <div className="place-status-actions">
          <Button
            size="small"
            fill="outline"
            loading={still.isPending}
            data-testid="shop-still-there"
            onClick={() => asMember(() => void confirm())}
          >
            <CheckCircleOutline /> {t('map.place.still_there')}
          </Button>
          <Button size="small" fill="none" data-testid="shop-report" onClick={() => asMember(report)}>
            {t('map.place.report')}
          </Button>
        </div>
      )}
      {signedIn && reportOpened && (
        <Suspense fallback={null}>
          <ReportPlaceSheet shop={shop} open={reporting} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </section>
  );
}
