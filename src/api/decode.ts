import * as v from 'valibot';

/**
 * Shared pieces for decoding server answers. Every call decodes with these and turns any
 * mismatch into its documented default, so nothing malformed gets past `src/api`.
 */

/** Servers send numbers as numbers or numeric strings ("4"); both decode to a number. */
export const num = v.pipe(
  v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/))]),
  v.transform((x) => Number(x)),
);

/** A flag sent as 0/1, "0"/"1" or boolean. */
export const flag = v.pipe(
  v.union([v.boolean(), num, v.literal('')]),
  v.transform((x) => x === true || (typeof x === 'number' && x > 0)),
);

/** Text for display; numbers are accepted and shown as written. */
export const text = v.pipe(v.union([v.string(), v.pipe(v.number(), v.finite())]), v.transform(String));

/** Absent or null fields read as their empty value; a wrong type still fails the whole answer. */
export const optText = v.pipe(v.optional(v.nullable(text)), v.transform((x) => x ?? ''));
export const optNum = (fallback = 0) => v.pipe(v.optional(v.nullable(num)), v.transform((x) => x ?? fallback));
export const optFlag = v.pipe(v.optional(v.nullable(flag)), v.transform((x) => x ?? false));

/** A JSON object used as a map; arrays are refused (valibot's record would take `[1]` as `{0: 1}`). */
export const dict = <T extends v.GenericSchema>(value: T) =>
  v.pipe(
    v.custom<Record<string, unknown>>((o) => typeof o === 'object' && o !== null && !Array.isArray(o), 'expected an object'),
    v.record(v.string(), value),
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
  const result = v.safeParse(schema, input);
  if (!result.success) throw new DecodeError(v.summarize(result.issues));
  return result.output;
}

/** Logs why a call fell back to its default; calls never throw into the chrome. */
export function logFallback(call: string, error: unknown): void {
  console.warn(`[SiteChrome] ${call} fell back to its default: ${error instanceof Error ? error.message : String(error)}`);
}
