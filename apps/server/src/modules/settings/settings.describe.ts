/**
 * What the operator console needs to edit a setting (an editor per type) and
 * why a value was refused, as a message key with parameters so the refusal reads in the operator's
 * language (docs/api.md "Conventions": msg in the request's language).
 */
import type { SettingType } from '@app/contract';
import { z } from 'zod';
import { AppError, type MessageKey } from '../../core/app-error.ts';

export function describeSchema(schema: z.ZodType): { type: SettingType; options?: string[] } {
  if (schema instanceof z.ZodBoolean) return { type: 'boolean' };
  if (schema instanceof z.ZodNumber) return { type: 'number' };
  if (schema instanceof z.ZodString) return { type: 'string' };
  if (schema instanceof z.ZodEnum) return { type: 'enum', options: schema.options.map(String) };
  // Per-language texts are marked where they are declared (texts.settings.ts).
  if (schema.meta()?.localized === true) return { type: 'localized' };
  return { type: 'json' };
}

type Issue = z.core.$ZodIssue;

const TYPE_KEYS: Record<string, MessageKey> = {
  boolean: 'admin.config_boolean',
  number: 'admin.config_number',
  int: 'admin.config_integer',
  string: 'admin.config_text',
};

function keyForIssue(issue: Issue): { messageKey: MessageKey; params: Record<string, string | number> } {
  switch (issue.code) {
    case 'invalid_type':
      return { messageKey: TYPE_KEYS[issue.expected] ?? 'admin.config_shape', params: {} };
    case 'too_small':
      if (issue.origin === 'string') return { messageKey: 'admin.config_too_short', params: { min: Number(issue.minimum) } };
      if (issue.origin === 'array') return { messageKey: 'admin.config_too_few', params: { min: Number(issue.minimum) } };
      return { messageKey: 'admin.config_min', params: { min: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { messageKey: 'admin.config_too_long', params: { max: Number(issue.maximum) } };
      if (issue.origin === 'array') return { messageKey: 'admin.config_too_many', params: { max: Number(issue.maximum) } };
      return { messageKey: 'admin.config_max', params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return { messageKey: 'admin.config_format', params: {} };
    case 'invalid_value':
      return { messageKey: 'admin.config_option', params: { options: issue.values.map(String).join(', ') } };
    default:
      return { messageKey: 'admin.config_invalid', params: {} };
  }
}

/** The refusal for a value that does not fit `key`'s schema, naming the offending part (`servers[0].name`). */
export function invalidSettingError(key: string, issue: Issue): AppError {
  const where = issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('');
  const { messageKey, params } = keyForIssue(issue);
  return new AppError('validation', messageKey, { ...params, key: `${key}${where}` });
}
