import * as z from 'zod/mini';
import type { Endpoint } from '../../src/contract/endpoint.ts';

/**
 * The fields of an endpoint's params, query and body, read from the zod/mini schemas (`._zod.def`), with
 * a valid value for each and the bad values its kind calls for. server/http/contract-probes.test.ts sends
 * them to every endpoint, so a new endpoint (or field) is probed without a new test case.
 */

export type Slot = 'params' | 'query' | 'body';
export const SLOTS: readonly Slot[] = ['params', 'query', 'body'];

type Schema = z.core.$ZodType;
/** The parts of a def the walker reads (zod's own def types are a union per schema type). */
interface Def {
  type: string;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  element?: Schema;
  format?: string;
  shape?: Record<string, Schema>;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: Schema[];
  checks?: {
    _zod: {
      def: { check: string; value?: unknown; inclusive?: boolean; minimum?: number; maximum?: number };
    };
  }[];
}
const defOf = (s: Schema): Def => s._zod.def as unknown as Def;

/** Wrappers whose inner schema says what the value is. */
const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'nonoptional', 'readonly', 'catch']);

/** The schema that decides a field's kind: wrappers removed, a pipe read from its first typed side. */
function leafOf(s: Schema): Schema {
  const def = defOf(s);
  if (WRAPPERS.has(def.type) && def.innerType) return leafOf(def.innerType);
  if (def.type === 'pipe' && def.in && def.out) {
    // A transform's result, or a number read from text (a path or query number: digits, then a number).
    const out = defOf(leafOf(def.out)).type;
    return leafOf(defOf(def.in).type === 'transform' || out === 'number' ? def.out : def.in);
  }
  return s;
}

export type Kind =
  | 'number'
  | 'text'
  | 'iso-date'
  | 'mdy-date'
  | 'booking-time'
  | 'month-day'
  | 'choice'
  | 'boolean'
  | 'list'
  | 'id-list'
  | 'text-list';

export interface Field {
  slot: Slot;
  name: string;
  /** The field's schema as declared (wrappers included): what a sample must pass. */
  schema: Schema;
  kind: Kind;
  /** A value the field accepts, as the slot carries it (strings in the path and query). */
  sample: unknown;
  /** The lowest value a number field accepts, when it says. */
  minimum?: number;
  /** The number field takes only values above `minimum` (a refund: more than 0). */
  exclusiveMinimum?: boolean;
  /** The highest value a number field accepts, when it says. */
  maximum?: number;
  /** The longest string a text field accepts, when it says. */
  maxLength?: number;
  /** A number field takes whole numbers only (an id, a page), not amounts with decimals. */
  integer?: boolean;
  /** A list of objects: the fields of one item, and how many items it takes. */
  items?: Omit<Field, 'slot'>[];
  minItems?: number;
  maxItems?: number;
}

const SAMPLE_DAY = { 'iso-date': '2026-01-05', 'mdy-date': '01-05-2026' } as const;
/** MM/DD/YYYY HH:mm, the booking times. */
const SAMPLE_BOOKING_TIME = '01/05/2026 10:00';
/** MM/DD, a birthday without its year. */
const SAMPLE_MONTH_DAY = '06/25';
const TEXT_CANDIDATES = [
  'x',
  '5550100001',
  '123456',
  SAMPLE_DAY['iso-date'],
  SAMPLE_DAY['mdy-date'],
  SAMPLE_BOOKING_TIME,
  SAMPLE_MONTH_DAY,
  'https://example.com',
];
const NUMBER_CANDIDATES = [1, 2, 15];

const accepts = (s: Schema, v: unknown) => z.safeParse(s, v).success;

/** The fields of one slot of `e`; throws for a schema kind the probes do not know yet. */
export function fieldsOf(e: Endpoint, slot: Slot): Field[] {
  const schema = e[slot];
  if (!schema) return [];
  const def = defOf(leafOf(schema));
  if (def.type !== 'object' || !def.shape) {
    throw new Error(`${e.path} ${slot}: expected an object schema, got ${def.type}`);
  }
  const asText = slot !== 'body';
  return fieldsOfShape(def.shape, asText, `${e.method} ${e.path} ${slot}`).map((f) => ({ slot, ...f }));
}

function fieldsOfShape(shape: Record<string, Schema>, asText: boolean, where: string): Omit<Field, 'slot'>[] {
  return Object.entries(shape).map(([name, fieldSchema]) => {
    const field = describe(fieldSchema, asText, `${where}.${name}`);
    if (!field) {
      throw new Error(
        `${where}.${name}: no probes for a ${defOf(leafOf(fieldSchema)).type} schema ` +
          '(teach tests/support/contract-fields.ts its bad values)',
      );
    }
    return { name, schema: fieldSchema, ...field };
  });
}

function describe(
  s: Schema,
  asText: boolean,
  where: string,
): Omit<Field, 'slot' | 'name' | 'schema'> | undefined {
  const leaf = defOf(leafOf(s));
  const first = (candidates: unknown[]) => candidates.find((v) => accepts(s, v));
  const checksOf = (check: string) =>
    (leaf.checks ?? []).filter((c) => c._zod.def.check === check).map((c) => c._zod.def);
  const checkOf = (check: string) => checksOf(check)[0];
  switch (leaf.type) {
    case 'number': {
      const sample = first(NUMBER_CANDIDATES.map((n) => (asText ? String(n) : n)));
      // The tightest bounds: an amount says both "not negative" and "more than 0", a refund.
      const lowers = checksOf('greater_than').map((c) => ({
        value: Number(c.value),
        inclusive: c.inclusive,
      }));
      const lower = lowers.sort((a, b) => b.value - a.value || Number(a.inclusive) - Number(b.inclusive))[0];
      const uppers = checksOf('less_than').map((c) => Number(c.value));
      const integer = leaf.format !== undefined || checkOf('number_format') !== undefined;
      return sample === undefined
        ? undefined
        : {
            kind: 'number',
            sample,
            integer,
            ...(lower ? { minimum: lower.value, exclusiveMinimum: lower.inclusive === false } : {}),
            ...(uppers.length > 0 ? { maximum: Math.min(...uppers) } : {}),
          };
    }
    case 'array': {
      const element = leaf.element && defOf(leafOf(leaf.element));
      if (!asText && element?.type === 'number') {
        const sample = [1];
        if (!accepts(s, sample)) return undefined;
        const min = checkOf('min_length')?.minimum;
        const max = checkOf('max_length')?.maximum;
        return {
          kind: 'id-list',
          sample,
          ...(min === undefined ? {} : { minItems: min }),
          ...(max === undefined ? {} : { maxItems: max }),
        };
      }
      if (!asText && element?.type === 'string' && leaf.element) {
        // A list of texts (images as base64): each item is a text field of its own.
        const item = describe(leaf.element, false, `${where}[]`);
        if (!item) return undefined;
        const sample = [item.sample];
        if (!accepts(s, sample)) return undefined;
        const max = checkOf('max_length')?.maximum;
        return {
          kind: 'text-list',
          sample,
          items: [{ name: 'item', schema: leaf.element, ...item }],
          ...(max === undefined ? {} : { maxItems: max }),
        };
      }
      if (asText || element?.type !== 'object' || !element.shape) return undefined;
      const items = fieldsOfShape(element.shape, asText, `${where}[]`);
      const sample = [sampleOf(items)];
      if (!accepts(s, sample)) return undefined;
      const min = checkOf('min_length')?.minimum;
      const max = checkOf('max_length')?.maximum;
      return {
        kind: 'list',
        sample,
        items,
        ...(min === undefined ? {} : { minItems: min }),
        ...(max === undefined ? {} : { maxItems: max }),
      };
    }
    case 'string': {
      const sample = first(TEXT_CANDIDATES);
      if (sample === undefined) return undefined;
      const max = leaf.checks?.find((c) => c._zod.def.check === 'max_length')?._zod.def.maximum;
      const kind =
        sample === SAMPLE_DAY['iso-date']
          ? 'iso-date'
          : sample === SAMPLE_DAY['mdy-date']
            ? 'mdy-date'
            : sample === SAMPLE_BOOKING_TIME
              ? 'booking-time'
              : sample === SAMPLE_MONTH_DAY
                ? 'month-day'
                : 'text';
      return { kind, sample, ...(max === undefined ? {} : { maxLength: max }) };
    }
    case 'enum':
      return { kind: 'choice', sample: Object.values(leaf.entries ?? {})[0] };
    case 'literal': {
      const value = leaf.values?.[0];
      return { kind: 'choice', sample: asText && typeof value === 'number' ? String(value) : value };
    }
    case 'union': {
      // A choice between literals (a status code, a 0 or 1 flag): the first one.
      const [option] = leaf.options ?? [];
      const value = option && defOf(option).type === 'literal' ? defOf(option).values?.[0] : undefined;
      return value === undefined ? undefined : { kind: 'choice', sample: value };
    }
    case 'boolean':
      return { kind: 'boolean', sample: asText ? 'true' : true };
    default:
      return undefined;
  }
}

/** A value the field must refuse with 400, and why (for the test's name). */
export interface Probe {
  what: string;
  value: unknown;
}

/** Strings longer than this are refused by every text field (the body limit is 64 KB). */
const LONG_TEXT = 10_000;

const day = (kind: 'iso-date' | 'mdy-date', y: string, m: string, d: string) =>
  kind === 'iso-date' ? `${y}-${m}-${d}` : `${m}-${d}-${y}`;

/** A valid value of each field, by name (an input, or an item of a list). */
export const sampleOf = (fields: readonly Pick<Field, 'name' | 'sample'>[]): Record<string, unknown> =>
  Object.fromEntries(fields.map((f) => [f.name, f.sample]));

/** The bad values `field`'s kind calls for. */
export function probesOf(field: Omit<Field, 'slot'>, asText: boolean): Probe[] {
  const n = (v: number) => (asText ? String(v) : v);
  const withNul = `${String(field.sample).slice(0, 1)}\0${String(field.sample).slice(1)}`;
  const tooLong = 'x'.repeat((field.maxLength ?? LONG_TEXT - 1) + 1);
  switch (field.kind) {
    case 'number':
      return [
        { what: 'an id past the database integer', value: n(2_147_483_648) },
        { what: 'a number past exact integers', value: n(2 ** 60) },
        ...(field.minimum !== undefined && field.minimum >= 0
          ? [{ what: field.integer === false ? 'a negative amount' : 'a negative id', value: n(-1) }]
          : []),
        ...(field.exclusiveMinimum && field.minimum !== undefined
          ? [{ what: `${field.minimum}, where more is asked`, value: n(field.minimum) }]
          : []),
        ...(field.maximum === undefined
          ? []
          : [
              {
                what: 'one past its maximum',
                value: n(
                  field.integer === false ? (Math.round(field.maximum * 100) + 1) / 100 : field.maximum + 1,
                ),
              },
            ]),
        ...(field.integer === false
          ? [
              { what: 'an amount with 3 decimals', value: n(1.005) },
              { what: 'a fraction of a cent', value: n(1e-9) },
            ]
          : [{ what: 'a fraction', value: n(1.5) }]),
        ...(asText
          ? [
              { what: 'no digits', value: 'abc' },
              // Number() reads these as numbers; a path or query number is decimal digits only.
              { what: 'hexadecimal', value: '0x10' },
              { what: 'an exponent', value: '1e1' },
              { what: 'a space before', value: ' 1' },
              { what: 'a plus sign', value: '+1' },
              { what: 'nothing', value: '' },
            ]
          : []),
        { what: 'a string with NUL', value: `1\0` },
      ];
    case 'text':
      return [
        { what: 'a string with NUL', value: withNul },
        { what: 'an over-long string', value: tooLong },
      ];
    case 'iso-date':
    case 'mdy-date':
      return [
        { what: 'the year 9999', value: day(field.kind, '9999', '12', '31') },
        { what: 'the year 0001', value: day(field.kind, '0001', '01', '01') },
        { what: 'a malformed date', value: day(field.kind, '2026', '13', '45') },
        { what: 'a date with NUL', value: withNul },
        { what: 'an over-long string', value: tooLong },
      ];
    case 'booking-time':
      return [
        { what: 'the year 9999', value: '12/31/9999 10:00' },
        { what: 'the year 0001', value: '01/01/0001 10:00' },
        { what: 'a malformed time', value: '13/45/2026 25:61' },
        { what: 'a dashed date', value: '01-05-2026 10:00' },
        { what: 'a time with NUL', value: withNul },
        { what: 'an over-long string', value: tooLong },
      ];
    case 'month-day':
      return [
        { what: 'a month past December', value: '13/01' },
        { what: 'a day not on the calendar', value: '02/30' },
        { what: 'a day without its zero', value: '6/5' },
        { what: 'a day with its year', value: '06/25/2026' },
        { what: 'a day with NUL', value: withNul },
        { what: 'an over-long string', value: tooLong },
      ];
    case 'id-list':
      return [
        { what: 'not a list', value: 'x' },
        ...(field.minItems ? [{ what: 'too few items', value: [] }] : []),
        ...(field.maxItems === undefined
          ? []
          : [{ what: 'too many items', value: Array.from({ length: field.maxItems + 1 }, (_, i) => i + 1) }]),
        { what: 'an id past the database integer', value: [2_147_483_648] },
        { what: 'a fraction', value: [1.5] },
        { what: 'a word', value: ['abc'] },
      ];
    case 'choice':
      return [
        { what: 'an unknown choice', value: 'NOT-A-CHOICE' },
        { what: 'a string with NUL', value: `${String(field.sample)}\0` },
      ];
    case 'boolean':
      return [{ what: 'not a boolean', value: asText ? 'maybe' : 'true' }];
    case 'text-list': {
      const [item] = field.items ?? [];
      return [
        { what: 'not a list', value: 'x' },
        ...(field.maxItems === undefined
          ? []
          : [
              {
                what: 'too many items',
                value: Array.from({ length: field.maxItems + 1 }, () => item?.sample),
              },
            ]),
        ...(item ? probesOf(item, false).map((p) => ({ what: `an item: ${p.what}`, value: [p.value] })) : []),
      ];
    }
    case 'list': {
      const item = sampleOf(field.items ?? []);
      return [
        { what: 'not a list', value: 'x' },
        ...(field.minItems ? [{ what: 'too few items', value: [] }] : []),
        ...(field.maxItems === undefined
          ? []
          : [{ what: 'too many items', value: Array.from({ length: field.maxItems + 1 }, () => item) }]),
        // Each field of an item gets its own bad values, in the list's one item.
        ...(field.items ?? []).flatMap((f) =>
          probesOf(f, false).map((p) => ({
            what: `an item's ${f.name}: ${p.what}`,
            value: [{ ...item, [f.name]: p.value }],
          })),
        ),
      ];
    }
  }
}

/** Pairs of date fields of one slot (start, end): a range of 5000 years must be refused. */
export function rangeProbes(fields: readonly Field[]): { start: Field; end: Field; value: string }[] {
  const dates = fields.filter((f) => f.kind === 'iso-date' || f.kind === 'mdy-date');
  const pairs: { start: Field; end: Field; value: string }[] = [];
  for (let i = 0; i + 1 < dates.length; i += 2) {
    const [start, end] = [dates[i], dates[i + 1]];
    if (!start || !end || (start.kind !== 'iso-date' && start.kind !== 'mdy-date')) continue;
    pairs.push({ start, end, value: day(start.kind, '7026', '01', '05') });
  }
  return pairs;
}
