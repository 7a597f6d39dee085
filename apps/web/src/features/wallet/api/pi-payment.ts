/**
 * docs/api.md "Pi app (Pi mode)": the server-side halves of a Pi wallet deposit — approval (/api/pi/approve),
 * completion (/api/pi/complete) and the member's cancel (/api/pi/cancel). The server reads each payment from the
 * Platform API; the ids here only name it. Completion is quiet: a Platform API that does not answer leaves the
 * payment to the server's job, which the page says itself rather than as an error.
 */
import type { PiPayment } from '@app/contract';
import { request } from '@/lib/request';

export function approvePiPayment(paymentId: string): Promise<{ payment: PiPayment }> {
  return request('/api/pi/approve', { paymentId });
}

export function completePiPayment(paymentId: string, txid: string): Promise<{ payment: PiPayment }> {
  return request('/api/pi/complete', { paymentId, txid }, { quiet: true });
}

export function cancelPiPayment(paymentId: string): Promise<{ payment: PiPayment }> {
  return request('/api/pi/cancel', { paymentId }, { quiet: true });
}
