// From a strict wire shape (what the API answers) to the browser's reading of it (issue 17: one
// list of fields per shape). The browser reads leniently (docs/api.md): a field it does not need
// to have may be null or absent, as the CRM may send it. These helpers loosen a strict z.object's
// fields to `.nullish()` without naming their types again, so the lenient schema cannot drift
// from the strict one: a field added to the strict shape is read by the browser too.
//
// Only schema methods here, no `z.` member: the browser builds share a fixed zod surface
// (tooling/webpack/shared-surfaces/zod-members.mjs).
import type { z } from 'zod';

/** A field's schema without its own `.optional()` / `.nullable()` wrappers. */
type Bare<T> =
  T extends z.ZodOptional<infer Inner>
    ? Bare<Inner>
    : T extends z.ZodNullable<infer Inner>
      ? Bare<Inner>
      : T;

/** A field's schema read leniently: its bare schema, `.nullish()`. */
export type Nullish<T> =
  Bare<T> extends infer Inner extends z.core.SomeType ? z.ZodOptional<z.ZodNullable<Inner>> : never;

/** Field names of a shape, as zod's own `.pick({ id: true })` takes them. */
export type FieldMask<Shape> = { [K in keyof Shape]?: true };

type Loosened<Shape extends z.core.$ZodShape, Loose extends PropertyKey> = {
  [K in keyof Shape]: K extends Loose ? Nullish<Shape[K]> : Shape[K];
};

function bare(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while (inner.def.type === 'optional' || inner.def.type === 'nullable') {
    inner = (inner as z.ZodOptional<z.ZodType> | z.ZodNullable<z.ZodType>).unwrap();
  }
  return inner;
}

function loosen<Shape extends z.core.$ZodShape, Config extends z.core.$ZodObjectConfig>(
  schema: z.ZodObject<Shape, Config>,
  isLoose: (field: string) => boolean,
) {
  const loosened: Record<string, z.ZodType> = {};
  for (const [field, fieldSchema] of Object.entries(schema.shape)) {
    if (isLoose(field)) loosened[field] = bare(fieldSchema as z.ZodType).nullish();
  }
  return schema.extend(loosened);
}

/**
 * Every field of `schema` may be null or absent, but those of `keep` (e.g. `{ id: true }`), which
 * stay as the strict schema has them. Unknown keys are treated as the strict schema treats them.
 */
export function nullishExcept<
  Shape extends z.core.$ZodShape,
  Config extends z.core.$ZodObjectConfig,
  Keep extends FieldMask<Shape>,
>(
  schema: z.ZodObject<Shape, Config>,
  keep: Keep,
): z.ZodObject<Loosened<Shape, Exclude<keyof Shape, keyof Keep>>, Config> {
  return loosen(schema, (field) => !(field in keep)) as unknown as z.ZodObject<
    Loosened<Shape, Exclude<keyof Shape, keyof Keep>>,
    Config
  >;
}

/** Only the fields of `loose` may be null or absent; the others stay as the strict schema has them. */
export function nullishOnly<
  Shape extends z.core.$ZodShape,
  Config extends z.core.$ZodObjectConfig,
  Loose extends FieldMask<Shape>,
>(
  schema: z.ZodObject<Shape, Config>,
  loose: Loose,
): z.ZodObject<Loosened<Shape, keyof Loose>, Config> {
  return loosen(schema, (field) => field in loose) as unknown as z.ZodObject<
    Loosened<Shape, keyof Loose>,
    Config
  >;
}
