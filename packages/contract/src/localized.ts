/**
 * Operator-entered text in every language (docs/product.md §1: all 9 languages; the console enters names, plan titles
 * and agreements per locale, English being the one that must be there). Stored and sent to the console as a
 * map `{ en, vi, … }`; member endpoints keep plain strings and show the reader's language through
 * `pickLocalized`, so docs/api.md's member fields stay strings.
 */
import { z } from 'zod';
import { FALLBACK_LOCALE, LOCALES, type Locale } from './locales.ts';

export type LocalizedText = { en: string } & Partial<Record<Exclude<Locale, 'en'>, string>>;

/**
 * The reader's language, else English, else any language that has text, else ''. Blank entries count as
 * missing so a cleared field in the console falls back instead of showing nothing.
 */
export function pickLocalized(map: Partial<Record<Locale, string>> | undefined, locale: Locale): string {
  if (!map) return '';
  const own = map[locale]?.trim();
  if (own) return own;
  const fallback = map[FALLBACK_LOCALE]?.trim();
  if (fallback) return fallback;
  for (const l of LOCALES) {
    const text = map[l]?.trim();
    if (text) return text;
  }
  return '';
}

/**
 * A stored value as a map: JSON maps as written by the console, and plain text (values from before texts
 * were per locale, or written by hand into the database) as English.
 */
export function parseLocalized(stored: string): LocalizedText {
  if (stored.startsWith('{')) {
    try {
      const value: unknown = JSON.parse(stored);
      const parsed = localizedMap.safeParse(value);
      if (parsed.success) return parsed.data as LocalizedText;
    } catch {
      // Not JSON after all: a name that happens to start with a brace.
    }
  }
  return { en: stored };
}

const localizedMap = z.partialRecord(z.enum(LOCALES), z.string());

/**
 * What the console sends: a map with English required (the fallback every reader can get) and the other
 * languages optional, blank ones dropped so they fall back to English. A plain string is taken as English
 * alone, so scripts written before names were per locale keep working.
 */
export function localizedTextField(max: number) {
  const text = z.string('validation.invalid').trim().max(max, 'validation.too_long');
  const map = z.partialRecord(z.enum(LOCALES), text, 'validation.invalid');
  return z
    .union([text.transform((en) => ({ en }) as Partial<Record<Locale, string>>), map], 'validation.invalid')
    .refine((value) => Boolean(value.en), { message: 'validation.required', path: ['en'] })
    .transform((value) => {
      const clean: Partial<Record<Locale, string>> = {};
      for (const l of LOCALES) if (value[l]) clean[l] = value[l];
      return clean as LocalizedText;
    });
}

/** The console's read shape of a per-locale text. */
export const localizedTextReply = z.object({ en: z.string() }).catchall(z.string());

/** /api/common/agreement (extension): which document, in the request's language. */
export const agreementBody = z.object({
  type: z.enum(['user', 'privacy'], { error: 'validation.invalid' }).describe('user agreement or privacy policy'),
});
export type AgreementBody = z.infer<typeof agreementBody>;
export const agreementReply = z.object({
  type: z.enum(['user', 'privacy']),
  title: z.string(),
  content: z.string().describe('paragraphs separated by blank lines; a line starting with "## " is a section heading'),
});
export type AgreementReply = z.infer<typeof agreementReply>;
