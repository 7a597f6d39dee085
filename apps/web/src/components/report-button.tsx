/**
 * "Report" on a post, goods or a member (docs/api.md "Chat in context"): opens the report sheet, or sends a
 * guest to log in first. The sheet (with its uploader) is a chunk of its own, fetched on the first tap, so a
 * screen that only shows the button — the map's member card among them — stays light.
 */
import type { ReportTarget } from '@app/contract';
import { Button } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '@/lib/router';
import { loginWithRedirect } from '@/config/paths';
import { useSignedIn } from '@/lib/session';

const ReportSheet = lazy(() => import('./report-sheet').then((module) => ({ default: module.ReportSheet })));

export function ReportButton({ target, id, testId = 'report-button' }: { target: ReportTarget; id: number; testId?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // React carries clicks out of the sheet's portal to the button's parents; a card that opens on tap must not.
  return (
    <span className="report-button" onClick={(event) => event.stopPropagation()}>
      <Button
        size="mini"
        fill="none"
        data-testid={testId}
        onClick={() => {
          if (!signedIn) return navigate(loginWithRedirect(pathname + search));
          setAsked(true);
          setOpen(true);
        }}
      >
        {t('report.button')}
      </Button>
      {signedIn && asked && (
        <Suspense fallback={null}>
          <ReportSheet target={target} id={id} visible={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </span>
  );
}
