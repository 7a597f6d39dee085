/**
 * Hostile bodies generated from a route's JSON schema (docs/reliability.md): for each field, the other
 * fields plausible and this one wrong — wrong type, missing when required, 100 kB long, negative / zero /
 * over-scale / absurd amounts, unknown enum values, injection-shaped ids, nested junk and prototype keys.
 * Enumerated, not random, so a failure names its case and reruns the same way.
 */
import type { JsonSchema } from './api-routes.ts';

export interface FuzzCase {
  field: string;
  label: string;
  body: unknown;
  strict: boolean;
}

/** Samples for the contract's recurring patterns, so the fields around the hostile one pass validation. */
const PATTERN_SAMPLES: [RegExp, string][] = [
  [/\\d\{6\}/, '246810'],
  [/\\d\+\(\\\.\\d\+\)\?/, '1'],
  [/uploads/, '/uploads/2026/11/sample.png'],
  [/\[A-Za-z\]\[A-Za-z0-9_\]/, 'fuzzuser'],
  [/\(\?=\.\*\[a-z\]\)/, 'Fuzz12345'],
  [/\\d\{4\}-/, '2026-11'],
  [/\\\+\?/, '+6512345678'],
  [/A-Za-z0-9\._:-/, 'sample-value-0001'],
];

function alternatives(schema: JsonSchema): JsonSchema {
  return schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0] ?? schema;
}

/** A value the field's schema accepts, as far as a small generator can tell. */
export function plausible(raw: JsonSchema): unknown {
  const schema = alternatives(raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [plausible(schema.items)] : [];
    case 'object':
      return plausibleBody(schema);
    default: {
      const sample = schema.pattern && PATTERN_SAMPLES.find(([re]) => re.test(schema.pattern!))?.[1];
      return sample ?? 'fuzz';
    }
  }
}

export function plausibleBody(schema: JsonSchema): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, field]) => [name, plausible(field)]));
}

const HUGE = 'x'.repeat(100 * 1024);
const deep = (levels: number): unknown => (levels === 0 ? 'bottom' : { a: deep(levels - 1) });

function typeOf(schema: JsonSchema): string {
  const s = alternatives(schema);
  if (s.enum) return 'enum';
  return (Array.isArray(s.type) ? s.type[0] : s.type) ?? 'unknown';
}

const isAmount = (name: string, schema: JsonSchema) =>
  /\\d\+\(\\\.\\d\+\)\?/.test(alternatives(schema).pattern ?? '') || /amount|price|quantity|money|fee/.test(name);

/** A hostile value; `strict` ones must be refused, the others (coercions the 1.5.3 client relies on, odd
 * but harmless text, nulls for optional fields) need only an enveloped answer that is not a 5xx. */
export type Hostile = [label: string, value: unknown, strict: boolean];

function numberValues(schema: JsonSchema, required: boolean): Hostile[] {
  const s = alternatives(schema);
  const min = s.minimum ?? -Infinity;
  return [
    ['wrong type: string', 'abc', true],
    ['negative', -1, min >= 0],
    ['zero', 0, required && (min > 0 || (min === 0 && s.exclusiveMinimum === true))],
    ['fraction', 1.5, typeOf(schema) === 'integer'],
    ['beyond 2^53', 2 ** 64, true],
    ['injection', '1 OR 1=1', true],
    // docs/api.md "Conventions": a JSON number or decimal digits, never what Number() would also read.
    ['hex string', '0x10', true],
    ['boolean', true, true],
    ['exponent string', '1e3', true],
  ];
}

function amountValues(schema: JsonSchema): Hostile[] {
  const pattern = alternatives(schema).pattern;
  const unsigned = pattern !== undefined && !pattern.includes('-');
  return [
    ['negative amount', '-1', unsigned],
    ['over-scale amount', '1.123456789012345', false],
    ['exponent amount', '1e9999', true],
    ['absurd amount', '9'.repeat(39), false],
    // Amounts are decimal strings only: a JSON number may already have been rounded by JSON.parse.
    ['amount as number', 1.5, true],
  ];
}

/** The hostile values for one field, each with a short label. */
export function hostileValues(name: string, schema: JsonSchema, required: boolean): Hostile[] {
  const s = alternatives(schema);
  const values: Hostile[] = [
    ['null', null, required],
    ['nested junk', { $gt: '', nested: deep(40) }, true],
    ['prototype key', JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'), true],
    ['array of junk', [[], {}, null, HUGE.slice(0, 1000)], true],
  ];
  const type = typeOf(schema);
  if (type === 'string' || type === 'enum')
    values.push(
      ['wrong type: number', 12345, true],
      ['huge string', HUGE, s.maxLength !== undefined || s.pattern !== undefined || type === 'enum'],
      ['control characters', '\u0000\u202e\ud800', false],
    );
  if (type === 'enum') values.push(['unknown enum value', '__bogus__', true]);
  if (type === 'integer' || type === 'number') values.push(...numberValues(schema, required));
  if (type === 'boolean') values.push(['wrong type: string', 'yes', true]);
  if (type === 'array')
    values.push(
      ['wrong type: string', 'x', true],
      ['10 000 items', Array.from({ length: 10_000 }, () => 'x'), s.maxItems !== undefined],
    );
  if (isAmount(name, schema)) values.push(...amountValues(schema));
  return values;
}

/** Every hostile body for a route's body schema. */
export function fuzzCases(schema: JsonSchema): FuzzCase[] {
  const base = plausibleBody(schema);
  const cases: FuzzCase[] = [];
  for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
    if (schema.required?.includes(field)) {
      const { [field]: _dropped, ...rest } = base;
      cases.push({ field, label: 'missing required field', body: rest, strict: true });
    }
    const required = schema.required?.includes(field) ?? false;
    for (const [label, value, strict] of hostileValues(field, fieldSchema, required))
      cases.push({ field, label, body: { ...base, [field]: value }, strict });
  }
  if (cases.length > 0) {
    cases.push({ field: '(body)', label: 'array body', body: [base], strict: true });
    cases.push({ field: '(body)', label: 'string body', body: 'junk', strict: true });
  }
  return cases;
}
