import fc from 'fast-check';
import type { z } from '@panel/domain';

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;

/** Text no field may hold, and the classics of careless clients (decision 110). */
export const hostileTexts = ['\u0000', 'a\u0000b', 'Kowalski\ud800', '\udc00', 'a\u0007\u001b\u007f\u0085b', 'x'.repeat(70_000), '', ' ', 'NaN', 'Infinity', '-0', '1e308', '-1e309', '9'.repeat(40), '0x1F', '__proto__', 'constructor', '../../etc/passwd', '%00', '<script>', "' or 1=1 --"];

/** JSON of `depth` nested objects and arrays, as text: JSON.stringify itself overflows the stack long before 10 000. */
export function deepJson(depth: number): string {
  const open = Array.from({ length: depth }, (_, i) => (i % 2 ? '[' : '{"a":')).join('');
  const close = Array.from({ length: depth }, (_, i) => (i % 2 ? ']' : '}')).reverse().join('');
  return `${open}1${close}`;
}

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileTexts),
  fc.constantFrom<unknown>(1e308, -1e308, -0, Number.MAX_SAFE_INTEGER + 2, -1, 2 ** 31, 2 ** 63, 0.1, true, false, null, [], {}, [[[]]], { a: { b: {} } }),
  fc.constant(JSON.parse(deepJson(500)) as unknown),
  fc.anything({ maxDepth: 2, withObjectString: true, withNullPrototype: true }),
);

/** A property name from anything: String() throws for objects without a prototype. */
const keyOf = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'x'));

const lengthOf = (bag: Record<string, unknown>, key: string) => (typeof bag[key] === 'number' ? (bag[key] as number) : undefined);

function stringArbitrary(schema: Schema): fc.Arbitrary<unknown> {
  const bag = schema._zod.bag as Record<string, unknown>;
  const patterns = [...((bag.patterns as Set<RegExp> | undefined) ?? [])].filter((pattern) => !pattern.flags.includes('u'));
  const typed = patterns.length
    ? fc.oneof(...patterns.map((pattern) => fc.stringMatching(pattern, { size: 'small' })))
    : fc.string({ minLength: lengthOf(bag, 'minimum') ?? 0, maxLength: Math.min(lengthOf(bag, 'maximum') ?? 40, 40), unit: 'grapheme' });
  return fc.oneof({ weight: 4, arbitrary: typed }, { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) }, { weight: 1, arbitrary: fc.constantFrom(...hostileTexts) });
}

function numberArbitrary(schema: Schema): fc.Arbitrary<unknown> {
  const bag = schema._zod.bag as Record<string, number | undefined>;
  const min = Number.isFinite(bag.minimum) ? bag.minimum! : -1000;
  const max = Number.isFinite(bag.maximum) ? bag.maximum! : 100_000;
  return fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, Math.min(max, 2 ** 31 - 1))) }), fc.double({ noNaN: true }), fc.constantFrom(0, 1, -1, 1e308, -0, 2 ** 53 + 1));
}

/** Real values by field name (policy numbers of the agent, their VINs …): they lead past the lookups into the services. */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

/** Values shaped by a zod schema, now and then something else in their place. */
export function arbitraryOf(schema: Schema, hints: Hints = {}, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 12, arbitrary: shaped(schema, hints, depth) }, { weight: 1, arbitrary: hostileValue });
}

function shaped(schema: Schema, hints: Hints, depth: number): fc.Arbitrary<unknown> {
  const def = schema._zod.def as Def;
  const inner = (child: unknown) => arbitraryOf(child as Schema, hints, depth + 1);
  const field = (key: string, child: unknown) => (hints[key] ? fc.oneof({ weight: 3, arbitrary: hints[key] }, { weight: 1, arbitrary: inner(child) }) : inner(child));
  if (depth > 12) return fc.constant(null);
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'number':
    case 'int':
      return numberArbitrary(schema);
    case 'bigint':
      return fc.bigInt().map(String);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const keys = Object.keys(shape);
      const record = Object.fromEntries(keys.map((key) => [key, field(key, shape[key])]));
      return fc.oneof({ weight: 3, arbitrary: fc.record(record) }, { weight: 1, arbitrary: fc.record(record, { requiredKeys: [] }) });
    }
    case 'array':
      return fc.array(inner(def.element), { maxLength: 4 });
    case 'tuple':
      return fc.tuple(...(def.items as Schema[]).map(inner));
    case 'record':
      return fc.dictionary(inner(def.keyType).map(keyOf), inner(def.valueType), { maxKeys: 4 });
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map(inner));
    case 'intersection':
      return fc.tuple(inner(def.left), inner(def.right)).map(([left, right]) => (typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : left));
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return inner(def.innerType);
    case 'pipe':
      return (def.in as Schema)._zod.def.type === 'transform' ? inner(def.out) : inner(def.in);
    case 'lazy':
      return inner((def.getter as () => Schema)());
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/** Paths of every value inside a JSON value (the value itself is ''). */
export function pathsOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [path];
  const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value);
  return [path, ...entries.flatMap(([key, item]) => pathsOf(item, [...path, key]))];
}

export function withValueAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[key!] = withValueAt(copy[key!], rest, replacement);
  return copy;
}

/** A real value (an answer the server gave) with one place in it replaced by something else. */
export function mutationsOf(example: unknown): fc.Arbitrary<unknown> {
  const replacement = fc.oneof(hostileValue, fc.string({ unit: 'binary', maxLength: 12 }), fc.integer(), fc.double(), fc.constantFrom<unknown>(undefined, '', '0', '-1', '99999999999', '1e400', 'abcd'));
  return fc.tuple(fc.constantFrom(...pathsOf(example)), replacement).map(([path, value]) => withValueAt(example, path, value));
}
