/**
 * page/authentication/authentication (docs/product.md §2 "real-name verification", §4, §6; docs/api.md "Identity
 * verification"): the two levels with their state, the reviewer's reason and a resubmit button after a
 * failure, what each level unlocks, and for advanced what must come first — "complete basic
 * authentication first" (docs/product.md §8), then a bound email and mobile number.
 */
import type { IdInfoReply } from '@app/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useIdInfo } from '../api/get-id-info';
import { IdInfoPending } from '../components/id-info-pending';
import { BindMobilePopup } from '../components/bind-mobile-popup';
import { LevelCard } from '../components/level-card';
import { advancedState, basicState } from '../components/level-state';
import { UnlocksList } from '../components/unlocks-list';
import './verification.css';

function BasicDetails({ basic }: { basic: IdInfoReply['basic'] }) {
  const { t } = useTranslation();
  if (basic.status === 'none') return null;
  return (
    <dl className="verify-details">
      <dt>{t('field.name')}</dt>
      <dd>{basic.name}</dd>
      <dt>{t('field.id_number')}</dt>
      <dd data-testid="verify-basic-number">{basic.id_number}</dd>
    </dl>
  );
}

function AdvancedBlocked({
  requires,
  onBindMobile,
}: {
  requires: IdInfoReply['advanced']['requires'];
  onBindMobile: () => void;
}) {
  const { t } = useTranslation();
  const first = requires[0];
  return (
    <div className="verify-blocked" data-testid="verify-advanced-blocked">
      <p>
        {t(
          first === 'basic'
            ? 'verification.basic_first'
            : first === 'email'
              ? 'verification.need_email'
              : 'verification.need_mobile',
        )}
      </p>
      {first === 'mobile' && (
        <Button size="small" color="primary" fill="outline" data-testid="verify-bind-mobile" onClick={onBindMobile}>
          {t('verification.bind_mobile')}
        </Button>
      )}
    </div>
  );
}

export default function AuthenticationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useIdInfo();
  const [binding, setBinding] = useState(false);
  const title = t('title.authentication');

  if (!info.data) {
    return <IdInfoPending title={title} failed={info.isError} onRetry={() => void info.refetch()} testId="verify-error" />;
  }

  const data = info.data;
  const open = (level: 'basic' | 'advanced') => navigate(`${paths.idcard}?level=${level}`);
  return (
    <Page title={title}>
      <div className="verify-page" data-testid="verify-page">
        <p className="verify-intro">{t('verification.intro')}</p>
        <LevelCard
          level="basic"
          state={basicState(data)}
          reason={data.basic.reason}
          details={<BasicDetails basic={data.basic} />}
          unlocks={<UnlocksList limit={data.unlocks.basic.withdraw_daily_limit} p2p={false} testId="verify-basic-unlocks" />}
          onStart={() => open('basic')}
        />
        <LevelCard
          level="advanced"
          state={advancedState(data)}
          reason={data.advanced.reason}
          blocked={<AdvancedBlocked requires={data.advanced.requires} onBindMobile={() => setBinding(true)} />}
          unlocks={<UnlocksList limit={data.unlocks.advanced.withdraw_daily_limit} p2p testId="verify-advanced-unlocks" />}
          onStart={() => open('advanced')}
        />
        <p className="verify-note">{t('verification.no_basic_no_withdraw')}</p>
        <p className="verify-note">{t('verification.privacy')}</p>
      </div>
      <BindMobilePopup visible={binding} onClose={() => setBinding(false)} />
    </Page>
  );
}
