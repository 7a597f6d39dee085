/** The header of user/signin: consecutive days, today's points, DGB balance and the one big sign-in button. */
import type { GetSigninReply } from '@app/contract';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAmount } from '@/lib/amount';

interface SigninSummaryProps {
  data: GetSigninReply;
  signing: boolean;
  onSign: () => void;
}

export function SigninSummary({ data, signing, onSign }: SigninSummaryProps) {
  const { t } = useTranslation();
  const fmt = useAmount();
  return (
    <section className="signin-hero">
      <div className="signin-stats">
        <div>
          <strong data-testid="signin-successions">{data.successions}</strong>
          <span>{t('signin.consecutive')}</span>
        </div>
        <div>
          <strong data-testid="signin-today-score">+{fmt(data.score, 'DGB')}</strong>
          <span>{t(data.signin ? 'signin.today_earned' : 'signin.today_points')}</span>
        </div>
        <div>
          <strong data-testid="signin-balance">{fmt(data.user_score, 'DGB')}</strong>
          <span>{t('signin.balance')}</span>
        </div>
      </div>
      <Button
        className="signin-button"
        shape="rounded"
        size="large"
        disabled={data.signin}
        loading={signing}
        onClick={onSign}
        data-testid="signin-button"
      >
        {t(data.signin ? 'signin.signed_button' : 'signin.sign_button')}
      </Button>
    </section>
  );
}
