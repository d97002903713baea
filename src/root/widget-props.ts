import type { PropFail } from './widget';

/** An object's own fields, as a widget's props decoder reads them. */
export type Fields = Readonly<Record<string, unknown>>;

/** An object's own field (nothing inherited counts: a polluted prototype adds no `href`). */
export const ownField = (o: Fields, key: string): unknown => (Object.prototype.hasOwnProperty.call(o, key) ? o[key] : undefined);

export const isPlainObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each element of an array, holes included (as `undefined`, which fails): `map` would skip them. */
export function eachOf<T>(list: readonly unknown[], decode: (value: unknown, index: number) => T): T[] {
  const out: T[] = [];
  for (let i = 0; i < list.length; i++) out.push(decode(list[i], i));
  return out;
}

/** An object with only the fields of `keys`, or INVALID_OPTION naming the field (`props.items[2].colour`). */
export function fieldsOf(fail: PropFail, path: string, value: unknown, keys: readonly string[], shape: string): Fields {
  if (!isPlainObject(value)) return fail(path, value, `an object ${shape}`);
  for (const key of Object.keys(value)) {
    if (!keys.includes(key)) fail(`${path}.${key}`, value[key], `no such field: use ${keys.join(', ')}`);
  }
  return value;
}

/** A non-empty string, trimmed. */
export function textOf(fail: PropFail, path: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return fail(path, value, 'a non-empty string');
  return value.trim();
}
