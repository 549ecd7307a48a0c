import type { z } from '../z';

type Schema = z.core.$ZodType;

/** A place in a schema where request text is read: a string schema, or a value taken unchecked (z.unknown, z.any). */
export interface StringLeaf {
  /** Dotted path; `[]` an array item, `{key}` a record's key, `*` a record's value. */
  path: string;
  schema: Schema;
  unchecked: boolean;
}

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

/**
 * Test helper: every string leaf a value parsed by `schema` passes through. A pipe is entered at its input only (its
 * output sees what the input produced), unless the input is a transform.
 */
export function stringLeaves(schema: Schema, path = '', seen = new Set<Schema>()): StringLeaf[] {
  if (seen.has(schema)) return [];
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const walk = (inner: unknown, at = path) => stringLeaves(inner as Schema, at, new Set([...seen, schema]));
  switch (def.type) {
    case 'string':
      return [{ path, schema, unchecked: false }];
    case 'unknown':
    case 'any':
      return [{ path, schema, unchecked: true }];
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const fields = Object.entries(shape).flatMap(([key, inner]) => walk(inner, join(path, key)));
      return def.catchall ? [...fields, ...walk(def.catchall, join(path, '*'))] : fields;
    }
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'record':
      return [...walk(def.keyType, join(path, '{key}')), ...walk(def.valueType, join(path, '*'))];
    case 'tuple':
      return [...(def.items as Schema[]).flatMap((item, index) => walk(item, join(path, String(index)))), ...(def.rest ? walk(def.rest, `${path}[]`) : [])];
    case 'union':
      return (def.options as Schema[]).flatMap((option) => walk(option));
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'pipe':
      return (def.in as Schema)._zod.def.type === 'transform' ? walk(def.out) : walk(def.in);
    case 'lazy':
      return walk((def.getter as () => Schema)());
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return walk(def.innerType);
    default:
      return [];
  }
}
