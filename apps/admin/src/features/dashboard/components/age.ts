/** How long ago, in the largest whole unit: minutes under an hour, hours under two days, then days. */
import type { TFunction } from 'i18next';

export function ageText(t: TFunction, seconds: number): string {
  const minutes = Math.max(0, Math.floor(seconds / 60));
  if (minutes < 60) return t('dashboard.age_minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t('dashboard.age_hours', { count: hours });
  return t('dashboard.age_days', { count: Math.floor(hours / 24) });
}
