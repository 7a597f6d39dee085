/**
 * What a payment method's account must look like for its provider (docs/api.md "P2P in the members' own money"):
 * a phone number for mobile money, a UPI id, an e-mail address; a bank named where the provider needs one.
 * A misfit is 400 with a localized message and nothing is saved.
 */
import { AppError, type MessageKey } from '../../core/app-error.ts';
import type { ProviderRow } from './fiat.repository.ts';

const PHONE = /^\+?[\d\s-]+$/;
const UPI = /^[\w.-]{2,}@[A-Za-z][\w]{1,}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function phoneFits(account: string): boolean {
  const digits = account.replace(/\D/g, '').length;
  return PHONE.test(account) && digits >= 7 && digits <= 15;
}

/** The account labels with a shape to check; any other label (a bank account number, a username) takes any text. */
const ACCOUNT_SHAPES: Record<string, { fits: (account: string) => boolean; refusal: MessageKey }> = {
  phone: { fits: phoneFits, refusal: 'fiat.account_phone' },
  upi_id: { fits: (account) => UPI.test(account), refusal: 'fiat.account_upi_id' },
  email: { fits: (account) => EMAIL.test(account), refusal: 'fiat.account_email' },
};

export function checkProviderAccount(provider: ProviderRow, method: { account: string; bank: string }): void {
  const shape = ACCOUNT_SHAPES[provider.account_label];
  if (shape && !shape.fits(method.account)) throw new AppError('validation', shape.refusal, { provider: provider.name });
  if (provider.needs_bank && !method.bank.trim())
    throw new AppError('validation', 'fiat.bank_required', { provider: provider.name });
}
