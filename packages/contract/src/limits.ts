/** Business constants and limits (docs/product.md §5, §9; docs/api.md "Conventions"). */
export const LIMITS = {
  loginPasswordMin: 6,
  registerPasswordMin: 8,
  passwordMax: 128,
  usernameMin: 3,
  usernameMax: 20,
  nicknameMax: 30,
  bioMax: 200,
  emailMax: 100,
  codeLength: 6,
  payPasswordLength: 6,
  uploadMaxBytes: 5 * 1024 * 1024,
  uploadMaxPixels: 40_000_000,
  imagesPerUpload: 6,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  emailCodeCooldownSeconds: 60,
  emailCodeTtlSeconds: 600,
  loginFailuresBeforeLock: 10,
  loginLockSeconds: 15 * 60,
  payPasswordFailuresBeforeLock: 5,
  payPasswordLockSeconds: 30 * 60,
  requestTimeoutMs: 60_000,
  chatReconnectMs: 3_000,
  expiredRedirectMs: 1_000,
  toastMs: 2_000,
  updateErrorToastMs: 5_000,
  map: { zoomMin: 5, zoomMax: 18, zoomDefault: 16, locationPollMs: 30_000, searchDebounceMs: 1_000, nearbyRadiusM: 5_000 },
} as const;

export const APP_VERSION = '1.5.3';
export const APP_VERSION_CODE = 153;

/** Usernames: letters, digits and underscore, starting with a letter. */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
/** Registration password: at least 8 with an uppercase letter, a lowercase letter and a digit (docs/api.md). */
export const STRONG_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).+$/;
export const PAY_PASSWORD_PATTERN = /^\d{6}$/;
export const EMAIL_CODE_PATTERN = /^\d{6}$/;
/** Mobile numbers in international form, 6–15 digits with an optional leading +. */
export const MOBILE_PATTERN = /^\+?\d{6,15}$/;

/**
 * Goods are priced and paid in this coin (docs/product.md §3 "price in USDT"). Here rather than in shop.ts with the shop's
 * schemas, so the goods screen reads it without evaluating them (bench/results/lighthouse-2026-11-28-night.md).
 */
export const SHOP_COIN = 'USDT' as const;

/** The shop's limits (docs/product.md §4), with SHOP_COIN above for the same reason. */
export const SHOP_LIMITS = {
  productNameMax: 60,
  productDescriptionMax: 2000,
  productImagesMax: LIMITS.imagesPerUpload,
  stockMax: 1_000_000,
  quantityMax: 999,
  addressMax: 200,
  remarkMax: 200,
  expressMax: 50,
  trackingNoMax: 64,
} as const;
