/**
 * user/signin (docs/product.md §2 "daily check-in", §3 "Sign-in: consecutive days, points"; docs/api.md "Sign-in, VIP"):
 * the month calendar with signed days, the streak, today's points, the sign-in button and the s1…s7
 * rewards. The first load shows the server's current month (its sign-in time zone decides "today").
 */
import { Button, DotLoading, ErrorBlock, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmount } from '@/lib/amount';
import { Page } from '@/components/page';
import { ApiError } from '@/lib/request';
import { useDosign } from '../api/dosign';
import { useSignin } from '../api/get-signin';
import { shiftMonth } from '../components/month-grid';
import { serverToday } from '../components/server-today';
import { SigninCalendar } from '../components/signin-calendar';
import { SigninSummary } from '../components/signin-summary';
import { StreakRewards } from '../components/streak-rewards';
import './signin.css';

export default function SigninPage() {
  const { t } = useTranslation();
  const fmt = useAmount();
  const current = useSignin();
  const [month, setMonth] = useState<string>();
  const shown = useSignin(month);
  const sign = useDosign();

  const today = current.data;
  if (!today || !shown.data) {
    return (
      <Page title={t('title.signin')}>
        {current.isError || shown.isError ? (
          <ErrorBlock status="default" title={t('signin.load_failed')} description="" data-testid="signin-error">
            <Button color="primary" onClick={() => void Promise.all([current.refetch(), shown.refetch()])}>
              {t('signin.retry')}
            </Button>
          </ErrorBlock>
        ) : (
          <div className="signin-loading">
            <DotLoading color="primary" />
          </div>
        )}
      </Page>
    );
  }

  const onSign = () =>
    sign.mutate(undefined, {
      onSuccess: (result) =>
        Toast.show({
          icon: 'success',
          content: t('signin.success', { score: fmt(result.score, 'DGB'), days: result.successions }),
        }),
      // The request layer's message was cleared by the refetch; the refusal ("already signed in") is shown again.
      onError: (error) => {
        if (error instanceof ApiError && error.code === 0) Toast.show({ content: error.message });
      },
    });
  const thisMonth = today.date;
  // The current month is the query already loaded for the header: no second copy of it.
  const showMonth = (next: string) => setMonth(next === thisMonth ? undefined : next);
  const view = shown.data;
  return (
    <Page title={t('title.signin')}>
      <SigninSummary data={today} signing={sign.isPending} onSign={onSign} />
      <SigninCalendar
        month={view.date}
        signed={view.list}
        today={serverToday(today)}
        onPrev={() => showMonth(shiftMonth(view.date, -1))}
        onNext={view.date < thisMonth ? () => showMonth(shiftMonth(view.date, 1)) : undefined}
      />
      <StreakRewards scores={today.signinscore} currentDay={today.signin ? today.successions : today.successions + 1} />
    </Page>
  );
}
