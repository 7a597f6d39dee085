/**
 * Images served resized: every public image is stored with a small copy beside it, named by
 * this rule, so lists, cards and grids load a picture sized for a phone and only a detail view loads the
 * original. Images stored before the copies existed have none; the web app falls back to the original.
 */

/**
 * A stored image path as other calls accept it: "/uploads/" then segments that each begin with a letter,
 * digit or "_", so "..", "." and empty segments never pass (a path such as "/uploads/../x" names a file
 * outside the uploads).
 */
export const UPLOAD_PATH_PATTERN = /^\/uploads(?:\/[A-Za-z0-9_][A-Za-z0-9_.-]*)+$/;

/** Width of the small copy: a full-width card on a 375-pt phone at 1.3×, or a grid cell at 3×. */
export const SMALL_IMAGE_WIDTH = 480;

const IMAGE_EXTENSION = /\.(jpe?g|png|webp)$/i;

/** "/uploads/2026/11/ab.jpg" → "/uploads/2026/11/ab.small.webp"; anything else unchanged. */
export function smallImageUrl(url: string): string {
  if (!IMAGE_EXTENSION.test(url) || url.endsWith('.small.webp')) return url;
  return url.replace(IMAGE_EXTENSION, '.small.webp');
}
