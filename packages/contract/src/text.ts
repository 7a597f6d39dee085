/**
 * Free text members type (nicknames, chat lines, posts, comments, names and descriptions). Two kinds of
 * string are refused everywhere text is stored:
 * - one that shows nothing: after removing white space and the invisible characters Unicode marks
 *   Default_Ignorable (zero-width space and joiners, word joiner, soft hyphen, Hangul fillers, variation
 *   selectors…) plus the Braille blank, nothing is left but combining marks — a "blank" nickname or message
 *   that looks empty to everyone who reads it;
 * - one holding a lone UTF-16 surrogate (`"\ud800"` in JSON): it has no UTF-8 form, so the database would
 *   keep replacement bytes or refuse it, and other clients would read something else than was sent.
 * Joiners inside real text stay allowed: Bengali and Hindi need them.
 */
import { z } from 'zod';

const INVISIBLE = /[\s\p{Default_Ignorable_Code_Point}\p{Cc}\u2800]/gu;
/** Combining marks (accents, Indic vowel signs…): they show only on a character before them. */
const MARK = /\p{M}/gu;

/**
 * True when a reader would see at least one character: something visible that is not a combining mark. A
 * mark alone (`"\u0301"`, a lone vowel sign) is drawn on a dotted circle or not at all; marks on a letter
 * (`"é"` written e + U+0301, Bengali and Hindi words) count with their letter.
 */
export const showsSomething = (text: string): boolean => text.replace(INVISIBLE, '').replace(MARK, '') !== '';

/** True when every surrogate is paired (String.prototype.isWellFormed, written out for older engines). */
export const isWellFormedText = (text: string): boolean => !/\p{Surrogate}/u.test(text);

export interface TextOptions {
  max: number;
  /** message when missing, empty or invisible-only; absent: the text may be empty */
  required?: string;
  /** message when longer than `max` */
  tooLong?: string;
}

/** A trimmed text field with the two refusals above; `required` also refuses invisible-only text. */
export function textField({ max, required, tooLong = 'validation.too_long' }: TextOptions) {
  const base = z
    .string({ error: (issue) => required ?? (issue.input === undefined ? 'validation.required' : 'validation.invalid') })
    .trim()
    .max(max, tooLong)
    .refine(isWellFormedText, 'validation.text_malformed');
  return required ? base.refine(showsSomething, required) : base;
}
