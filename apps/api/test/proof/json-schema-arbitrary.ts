import fc from 'fast-check';

/** The part of JSON Schema (as the OpenAPI document writes it) that request schemas use. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
}

/** Short enough to keep the requests small; the mutations take care of the long ones. */
const LENGTH_CAP = 40;
const ITEMS_CAP = 3;
const MAX_DEPTH = 6;

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? LENGTH_CAP, LENGTH_CAP));
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern, 'u')).map((text) => text.slice(0, maxLength));
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function objectValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.properties) {
    const fields = Object.fromEntries(Object.entries(schema.properties).map(([name, field]) => [name, valueOf(field, depth + 1)]));
    return fc.record(fields, { requiredKeys: (schema.required ?? []).filter((name) => name in fields) });
  }
  if (typeof schema.additionalProperties === 'object') {
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), valueOf(schema.additionalProperties, depth + 1), {
      maxKeys: ITEMS_CAP,
    });
  }
  return fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: ITEMS_CAP });
}

function typedValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  switch (schema.type) {
    case 'string':
      return stringValue(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueOf(schema.items ?? {}, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? ITEMS_CAP, ITEMS_CAP)),
      });
    case 'object':
      return objectValue(schema, depth);
    default:
      // No type: the schema accepts anything (`z.unknown()`).
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values that match a schema (patterns included, lengths capped), for requests that get past validation. */
export function valueOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return fc.oneof(...variants.map((variant) => valueOf(variant, depth)));
  const value = typedValue(schema, depth);
  return schema.nullable ? fc.option(value, { nil: null }) : value;
}
