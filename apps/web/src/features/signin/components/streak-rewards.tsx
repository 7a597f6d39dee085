/** The streak reward row (docs/api.md signinscore s1…s7; day 8 onwards repeats s7), the next reward highlighted. */
import { SIGNIN_SCORE_KEYS, type SigninScores } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useAmount } from '@/lib/amount';

interface StreakRewardsProps {
  scores: SigninScores;
  /** streak day that today's sign-in earns (or earned) */
  currentDay: number;
}

export function StreakRewards({ scores, currentDay }: StreakRewardsProps) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const highlighted = Math.min(Math.max(currentDay, 1), SIGNIN_SCORE_KEYS.length);
  return (
    <section className="signin-card" data-testid="signin-rewards">
      <h3 className="signin-card-title">{t('signin.rewards_title')}</h3>
      <ol className="signin-rewards">
        {SIGNIN_SCORE_KEYS.map((key, index) => {
          const day = index + 1;
          return (
            <li key={key} className={day === highlighted ? 'is-current' : undefined} data-testid={`signin-reward-${key}`}>
              <strong>+{fmt(scores[key], 'DGB')}</strong>
              <span>{t(day === SIGNIN_SCORE_KEYS.length ? 'signin.day_last' : 'signin.day_n', { n: day })}</span>
            </li>
          );
        })}
      </ol>
      <p className="signin-rule">{t('signin.rule')}</p>
    </section>
  );
}
