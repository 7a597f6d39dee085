/**
 * page/authentication/idcard (docs/product.md §2 "identity verification (basic and advanced)", §3, §5): the basic
 * form (ID type, name, ID number) or, with `?level=advanced`, the three ID photos. A level that cannot be
 * submitted now (under review, passed, or advanced before its requirements) says why instead.
 */
import { Button, Result, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@/lib/router';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useIdInfo } from '../api/get-id-info';
import { IdInfoPending } from '../components/id-info-pending';
import { useSubmitId, type SubmitIdInput } from '../api/submit-id';
import { AdvancedForm } from '../components/advanced-form';
import { BasicForm } from '../components/basic-form';
import { advancedState, basicState } from '../components/level-state';
import type { LevelState } from '../components/status-tag';
import './verification.css';

/** Why a level's form is not offered, or undefined when it is. */
function closedReason(state: LevelState, locked: string): string | undefined {
  if (state === 'pending') return 'verification.pending_desc';
  if (state === 'passed') return 'verification.passed_desc';
  if (state === 'locked') return locked;
  return undefined;
}

export default function IdcardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const level = params.get('level') === 'advanced' ? 'advanced' : 'basic';
  const info = useIdInfo();
  const submit = useSubmitId();
  const title = t('title.idcard');

  if (!info.data) {
    return <IdInfoPending title={title} failed={info.isError} onRetry={() => void info.refetch()} testId="idcard-error" />;
  }

  const data = info.data;
  const state = level === 'basic' ? basicState(data) : advancedState(data);
  const locked = data.advanced.requires[0] === 'basic' ? 'verification.basic_first' : 'verification.need_contact';
  const closed = closedReason(state, locked);
  const send = (body: SubmitIdInput) =>
    submit.mutate(body, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('verification.submitted') });
        navigate(paths.authentication, { replace: true });
      },
    });

  return (
    <Page title={title}>
      <div className="verify-page" data-testid={`idcard-${level}`}>
        <h3 className="idcard-heading">{t(level === 'basic' ? 'verification.basic_title' : 'verification.advanced_title')}</h3>
        {closed ? (
          <Result
            status={state === 'passed' ? 'success' : state === 'pending' ? 'waiting' : 'info'}
            title={t(closed)}
            description={
              <Button size="small" onClick={() => navigate(paths.authentication, { replace: true })}>
                {t('verification.back')}
              </Button>
            }
            data-testid="idcard-closed"
          />
        ) : level === 'basic' ? (
          <BasicForm submitting={submit.isPending} onSubmit={(values) => send({ level: 'basic', ...values })} />
        ) : (
          <AdvancedForm submitting={submit.isPending} onSubmit={(values) => send({ level: 'advanced', ...values })} />
        )}
      </div>
    </Page>
  );
}
