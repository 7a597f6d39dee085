/**
 * The operator's session in this browser: the admin token (docs/api.md "Admin": sent as the `token` header)
 * and who signed in. Kept apart from the member app's storage keys, so both can be open side by side.
 */
import type { AdminInfo } from '@app/contract';

const TOKEN_KEY = 'admin.token';
const ADMIN_KEY = 'admin.info';

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function getStoredAdmin(): AdminInfo | null {
  try {
    return JSON.parse(localStorage.getItem(ADMIN_KEY) ?? 'null') as AdminInfo | null;
  } catch {
    return null;
  }
}

export function saveSession(token: string, admin: AdminInfo): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(ADMIN_KEY, JSON.stringify(admin));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(ADMIN_KEY);
}
