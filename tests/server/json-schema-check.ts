/**
 * A checker of the JSON Schema subset @valibot/to-json-schema emits, for the API document's tests.
 * A keyword it does not know throws, so a schema it cannot judge never passes by being ignored.
 */
type Schema = Record<string, unknown> | boolean;

const IGNORED = new Set([
  'description',
  'title',
  '$schema',
  'default',
  'examples',
  'format',
  'contentMediaType',
]);

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const typeMatches = (want: string, value: unknown) =>
  typeOf(value) === want || (want === 'number' && typeOf(value) === 'integer');

/** Problems of `value` against `schema`, as `path: what`; empty when it fits. */
export function checkJsonSchema(
  schema: Schema,
  value: unknown,
  resolve: (ref: string) => Schema,
  at = '(root)',
): string[] {
  if (schema === true) return [];
  if (schema === false) return [`${at}: nothing is allowed here`];
  const problems: string[] = [];
  const fail = (what: string) => problems.push(`${at}: ${what}`);
  for (const [keyword, rule] of Object.entries(schema)) {
    if (IGNORED.has(keyword)) continue;
    switch (keyword) {
      case '$ref':
        problems.push(...checkJsonSchema(resolve(rule as string), value, resolve, at));
        break;
      case 'type': {
        const types = Array.isArray(rule) ? (rule as string[]) : [rule as string];
        if (!types.some((type) => typeMatches(type, value)))
          fail(`expected ${types.join('|')}, got ${typeOf(value)}`);
        break;
      }
      case 'const':
        if (JSON.stringify(value) !== JSON.stringify(rule)) fail(`expected ${JSON.stringify(rule)}`);
        break;
      case 'enum':
        if (!(rule as unknown[]).some((item) => JSON.stringify(item) === JSON.stringify(value)))
          fail('not in enum');
        break;
      case 'anyOf':
      case 'oneOf': {
        const fits = (rule as Schema[]).filter(
          (option) => checkJsonSchema(option, value, resolve, at).length === 0,
        );
        if (fits.length === 0 || (keyword === 'oneOf' && fits.length > 1))
          fail(`fits ${fits.length} of ${keyword}`);
        break;
      }
      case 'allOf':
        for (const part of rule as Schema[]) problems.push(...checkJsonSchema(part, value, resolve, at));
        break;
      case 'properties':
        if (typeOf(value) !== 'object') break;
        for (const [name, sub] of Object.entries(rule as Record<string, Schema>)) {
          const field = (value as Record<string, unknown>)[name];
          if (field !== undefined) problems.push(...checkJsonSchema(sub, field, resolve, `${at}.${name}`));
        }
        break;
      case 'required':
        if (typeOf(value) !== 'object') break;
        for (const name of rule as string[]) if (!(name in (value as object))) fail(`missing ${name}`);
        break;
      case 'additionalProperties': {
        if (typeOf(value) !== 'object') break;
        const known = Object.keys((schema.properties as object | undefined) ?? {});
        for (const [name, field] of Object.entries(value as Record<string, unknown>)) {
          if (!known.includes(name))
            problems.push(...checkJsonSchema(rule as Schema, field, resolve, `${at}.${name}`));
        }
        break;
      }
      case 'propertyNames':
        if (typeOf(value) !== 'object') break;
        for (const name of Object.keys(value as object))
          problems.push(...checkJsonSchema(rule as Schema, name, resolve, `${at}[key ${name}]`));
        break;
      case 'prefixItems':
        if (!Array.isArray(value)) break;
        (rule as Schema[]).forEach((sub, index) => {
          if (index < value.length)
            problems.push(...checkJsonSchema(sub, value[index], resolve, `${at}[${index}]`));
        });
        break;
      case 'items':
        if (!Array.isArray(value)) break;
        // After a tuple's own items (prefixItems), `items` rules the rest; `false`: there is no rest.
        value.forEach((item, index) => {
          if (index < ((schema.prefixItems as unknown[] | undefined)?.length ?? 0)) return;
          problems.push(...checkJsonSchema(rule as Schema, item, resolve, `${at}[${index}]`));
        });
        break;
      case 'minItems':
        if (Array.isArray(value) && value.length < (rule as number)) fail(`fewer than ${rule} items`);
        break;
      case 'maxItems':
        if (Array.isArray(value) && value.length > (rule as number)) fail(`more than ${rule} items`);
        break;
      case 'pattern':
        if (typeof value === 'string' && !new RegExp(rule as string).test(value))
          fail(`does not match ${rule}`);
        break;
      case 'minLength':
        if (typeof value === 'string' && [...value].length < (rule as number)) fail(`shorter than ${rule}`);
        break;
      case 'maxLength':
        if (typeof value === 'string' && [...value].length > (rule as number)) fail(`longer than ${rule}`);
        break;
      case 'minimum':
        if (typeof value === 'number' && value < (rule as number)) fail(`below ${rule}`);
        break;
      case 'maximum':
        if (typeof value === 'number' && value > (rule as number)) fail(`above ${rule}`);
        break;
      default:
        throw new Error(`the schema checker does not know the keyword ${keyword} (at ${at})`);
    }
  }
  return problems;
}
