/** The month calendar of user/signin (docs/product.md §2; docs/product.md §9 week starts Sunday): signed days ticked, today ringed. */
import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { monthGrid } from './month-grid';

interface SigninCalendarProps {
  month: string;
  signed: readonly string[];
  today: string;
  onPrev: () => void;
  onNext?: () => void;
}

export function SigninCalendar({ month, signed, today, onPrev, onNext }: SigninCalendarProps) {
  const { t } = useTranslation();
  const signedDays = new Set(signed);
  const [year, monthNumber] = month.split('-');
  return (
    <section className="signin-card signin-calendar" data-testid="signin-calendar">
      <header className="signin-calendar-head">
        <button type="button" aria-label={t('signin.prev_month')} onClick={onPrev} data-testid="signin-prev-month">
          <LeftOutline />
        </button>
        <h3 data-testid="signin-month">{t('signin.month_label', { year, month: Number(monthNumber) })}</h3>
        <button
          type="button"
          aria-label={t('signin.next_month')}
          onClick={onNext}
          disabled={!onNext}
          data-testid="signin-next-month"
        >
          <RightOutline />
        </button>
      </header>
      <div className="signin-grid">
        {t('signin.weekdays')
          .split(' ')
          .map((name) => (
            <span key={name} className="signin-weekday">
              {name}
            </span>
          ))}
        {monthGrid(month).map((cell, index) => {
          const isSigned = cell.day !== null && signedDays.has(cell.day);
          const classes = ['signin-day', isSigned && 'is-signed', cell.day === today && 'is-today'].filter(Boolean).join(' ');
          return (
            <span
              key={cell.day ?? `blank-${index}`}
              className={classes}
              data-testid={cell.day ? `signin-day-${cell.day}` : undefined}
              data-signed={isSigned || undefined}
            >
              {cell.label}
            </span>
          );
        })}
      </div>
    </section>
  );
}
