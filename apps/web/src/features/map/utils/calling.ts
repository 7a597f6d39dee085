/**
 * Spec §8 "browser does not support calling": a `tel:` link works on phones; a desktop browser has nothing
 * to dial with, so the shop page shows that message instead of following the link.
 */
export function canPlaceCalls(userAgent: string = navigator.userAgent): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|HarmonyOS/i.test(userAgent);
}

/** Keeps a leading + and the digits: what a dialler accepts. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
