/**
 * What a payment method's account must look like for its provider (docs/api.md "P2P in the members' own money"):
 * a phone number for mobile money, a UPI id, an e-mail address; a bank named where the provider needs one.
 * A misfit is 400 with a localized message and nothing is saved.
 */
import { AppError } from '../../core/app-error.ts';
import type { ProviderRow } from './fiat.repository.ts';

const PHONE = /^\+?[\d\s-]+$/;
const UPI = /^[\w.-]{2,}@[A-Za-z][\w]{1,}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function phoneFits(account: string): boolean {
  const digits = account.replace(/\D/g, '').length;
  return PHONE.test(account) && digits >= 7 && digits <= 15;
}

export function checkProviderAccount(provider: ProviderRow, method: { account: string; bank: string }): void {
  const fits =
    provider.account_label === 'phone'
      ? phoneFits(method.account)
      : provider.account_label === 'upi_id'
        ? UPI.test(method.account)
        : provider.account_label === 'email'
          ? EMAIL.test(method.account)
          : true;
  if (!fits) throw new AppError('validation', `fiat.account_${provider.account_label}`, { provider: provider.name });
  if (provider.needs_bank && !method.bank.trim())
    throw new AppError('validation', 'fiat.bank_required', { provider: provider.name });
}
