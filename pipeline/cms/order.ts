/*
 * The web editor holds an entry in Immutable maps, which keep the order of an object's keys only up
 * to eight keys; a save would shuffle a product's seventeen. Before writing, the editor puts every
 * object's keys back in the order of its fields in the configuration (the schema's order, which is
 * the order of the files in content/): `$schema` first, a section's `type` before its fields, any key
 * the configuration does not know last.
 */

/** The parts of an editor field that say how its value is laid out. */
export type FieldShape = {
  name: string;
  fields?: FieldShape[];
  field?: FieldShape;
  types?: FieldShape[];
  typeKey?: string;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `value` with the keys of each object in the order of `shape`'s fields. */
export function inFieldOrder(value: unknown, shape: FieldShape | undefined): unknown {
  if (!shape) return value;
  if (Array.isArray(value))
    return value.map((item) => {
      if (shape.types && isObject(item)) {
        const key = shape.typeKey ?? 'type';
        const block = shape.types.find((type) => type.name === item[key]);
        return inFieldOrder(
          item,
          block && { name: block.name, fields: [{ name: key }, ...(block.fields ?? [])] },
        );
      }
      return inFieldOrder(
        item,
        shape.fields ? { name: shape.name, fields: shape.fields } : shape.field,
      );
    });
  if (!isObject(value)) return value;
  const known = shape.fields ?? [];
  const names = new Set(known.map((field) => field.name));
  const keys = [
    ...('$schema' in value ? ['$schema'] : []),
    ...known.map((field) => field.name).filter((name) => name in value),
    // Stryker disable next-line MethodExpression,ConditionalExpression,LogicalOperator,StringLiteral: Object.fromEntries keeps a repeated key at its first place, so listing it twice changes nothing
    ...Object.keys(value).filter((name) => name !== '$schema' && !names.has(name)),
  ];
  return Object.fromEntries(
    keys.map((name) => [
      name,
      inFieldOrder(
        value[name],
        known.find((field) => field.name === name),
      ),
    ]),
  );
}
