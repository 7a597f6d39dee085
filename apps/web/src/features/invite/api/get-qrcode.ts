/** Spec §7 /api/user/qrcode: my invitation code, registration link and its QR code (a PNG data URL). */
import type { InviteQrcodeReply } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';

export function getInviteQrcode(): Promise<InviteQrcodeReply> {
  return request('/api/user/qrcode');
}

export function useInviteQrcode() {
  return useQuery({ queryKey: ['invite', 'qrcode'], queryFn: getInviteQrcode, staleTime: Infinity });
}
