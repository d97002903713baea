import * as v from 'valibot';
import { report } from '../platform/report';

/**
 * Shared pieces for decoding server answers. Every call decodes with these and turns any
 * mismatch into its documented default, so nothing malformed gets past `src/api`.
 */

/**
 * The largest magnitude a decoded number may have: above any amount, count, id or millisecond
 * timestamp the chrome shows, and still an exact integer. A numeric string such as "1e999" reads
 * as Infinity in JavaScript; every number is clamped here so that no decoder sees one.
 */
export const MAX_NUMBER = 1e15;
/** Levels (VIP tier, KYC, security, agency type, tip level) are small integers; 99 is above every level in use. */
export const MAX_LEVEL = 99;

const clamp = (min: number, max: number) => v.transform((x: number) => Math.min(max, Math.max(min, x)));

/** Servers send numbers as numbers or numeric strings ("4"); both decode to a finite number within ±MAX_NUMBER. */
export const num = v.pipe(
  v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/))]),
  v.transform((x) => Number(x)),
  clamp(-MAX_NUMBER, MAX_NUMBER),
);

/** Amounts, counts, ids and timestamps: never negative. */
export const amount = v.pipe(num, clamp(0, MAX_NUMBER));

/** A level: an integer from 0 to MAX_LEVEL. */
export const level = v.pipe(num, v.transform(Math.trunc), clamp(0, MAX_LEVEL));

/** A percentage from 0 to 100. */
export const percent = v.pipe(num, clamp(0, 100));

/** A flag sent as true/false, 0/1, "0"/"1" or "true"/"false" (CONTRACT v1.2 §4); "" reads as false. */
export const flag = v.pipe(
  v.union([v.boolean(), num, v.picklist(['', 'true', 'false'])]),
  v.transform((x) => x === true || x === 'true' || (typeof x === 'number' && x > 0)),
);

/** A field that is "a flag or a text" (`limit_country_toast`): a boolean reads as "1" or "0". */
export const flagOrText = v.union([
  v.pipe(v.union([v.string(), v.pipe(v.number(), v.finite())]), v.transform(String)),
  v.pipe(v.boolean(), v.transform((x) => (x ? '1' : '0'))),
]);

/** Text for display; numbers are accepted and shown as written. */
export const text = v.pipe(v.union([v.string(), v.pipe(v.number(), v.finite())]), v.transform(String));

/** Absent or null fields read as their empty value (and, inside `lenient`, so does a wrong type). */
export const optText = v.pipe(v.optional(v.nullable(text)), v.transform((x) => x ?? ''));
/** An optional number of the given kind (an amount unless told). */
export const optNum = (fallback = 0, kind: v.GenericSchema<unknown, number> = amount) =>
  v.pipe(v.optional(v.nullable(kind)), v.transform((x) => x ?? fallback));
export const optFlag = v.pipe(v.optional(v.nullable(flag)), v.transform((x) => x ?? false));

/** A JSON object used as a map; arrays are refused (valibot's record would take `[1]` as `{0: 1}`). */
export const dict = <T extends v.GenericSchema>(value: T) =>
  v.pipe(
    v.custom<Record<string, unknown>>((o) => typeof o === 'object' && o !== null && !Array.isArray(o), 'expected an object'),
    v.record(v.string(), value),
  );

/** The fields of the answer being decoded that read as their defaults (see `lenient`). */
let coerced: string[] | null = null;

/**
 * CONTRACT v1.2 §4: a field of the wrong type costs that field, not the answer. Each entry that
 * has a default (what it gives for an absent field: `optText`, `optNum`, an optional object…)
 * reads as that default when its value has the wrong type, and `decode` logs the field once; an
 * entry without one (a required `uid`) still fails the answer, as a wrong envelope does.
 */
export function lenient<E extends v.ObjectEntries>(entries: E): E {
  const out: v.ObjectEntries = {};
  for (const [key, schema] of Object.entries(entries)) {
    const empty = v.safeParse(schema, undefined);
    out[key] = empty.success
      // Called without a dataset for an absent key (valibot's objects take the fallback as its
      // default then): only a present value of the wrong type is a coerced field.
      ? v.fallback(schema, (dataset?: unknown) => {
        if (dataset) coerced?.push(key);
        return empty.output;
      })
      : schema;
  }
  return out as E;
}

/** A list whose items decode on their own (`decodeEach`): a malformed item is dropped, not the list. */
export const listEach = <T extends v.GenericSchema>(item: T) => v.pipe(
  v.optional(v.nullable(v.array(v.unknown())), []),
  v.transform((items) => decodeEach(item, items ?? [])),
);

/** A map whose entries decode on their own: one malformed entry is dropped, not the map. */
export const dictEach = <T extends v.GenericSchema>(value: T) => v.pipe(
  v.optional(v.nullable(dict(v.unknown())), {}),
  v.transform((o): Record<string, v.InferOutput<T>> => Object.fromEntries(Object.entries(o ?? {}).flatMap(([key, x]) => {
    const result = v.safeParse(value, x);
    return result.success ? [[key, result.output]] : [];
  }))),
);

export class DecodeError extends Error {
  override name = 'DecodeError';
}

/** `{ code, data }` with `code` among `okCodes`; returns `data` or throws. */
export function unwrap(raw: unknown, okCodes: readonly number[] = [0]): unknown {
  if (!raw || typeof raw !== 'object') throw new DecodeError('answer is not an object');
  const code = (raw as { code?: unknown }).code;
  const numeric = typeof code === 'string' ? Number(code) : code;
  if (typeof numeric !== 'number' || !okCodes.includes(numeric)) throw new DecodeError(`answer code ${String(code)}`);
  return (raw as { data?: unknown }).data;
}

export function decode<T extends v.GenericSchema>(schema: T, input: unknown): v.InferOutput<T> {
  const outer = coerced;
  const fields: string[] = [];
  coerced = fields;
  let result: v.SafeParseResult<T>;
  try {
    result = v.safeParse(schema, input);
  } finally {
    coerced = outer;
  }
  if (!result.success) throw new DecodeError(v.summarize(result.issues));
  // Once per answer, naming every field that fell back.
  if (fields.length) report(new Error(`fields of an unexpected type read as their defaults: ${[...new Set(fields)].join(', ')}`), { area: 'call' });
  return result.output;
}

/**
 * The items of a list that match `schema`, each decoded on its own: one malformed entry is
 * dropped without a word, as a broken spot row is, and does not cost the others (CONTRACT §4:
 * the answer's usable part, not its default).
 */
export function decodeEach<T extends v.GenericSchema>(schema: T, items: readonly unknown[]): v.InferOutput<T>[] {
  const out: v.InferOutput<T>[] = [];
  for (const item of items) {
    const result = v.safeParse(schema, item);
    if (result.success) out.push(result.output);
  }
  return out;
}

/** Logs why a call fell back to its default; calls never throw into the chrome. */
export function logFallback(call: string, error: unknown): void {
  report(error, { area: 'call', what: `${call} fell back to its default: ${error instanceof Error ? error.message : String(error)}` });
}
