import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  $ref?: string;
};

/**
 * Strings with NUL or a lone surrogate: hardening.test.ts checks that every route refuses them, so they are kept out of
 * the generated input here, where they would only hide other failures.
 */
const securityCase = /\0|\p{Cs}/u;
export const withoutSecurityCases = (value: string) => !securityCase.test(value);

/** Values that broke or slowed servers before: far dates, huge numbers, long and odd text. */
const edgeStrings = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '0000-01-01',
  '9999-12-31',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '2026-02-30',
  '../../etc/passwd',
  '%',
  "'; select pg_sleep(10); --",
  '\u202e\ufeff',
  'ñandú 🌮 ä',
  'x'.repeat(10_000),
);
const edgeNumbers = fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 31), Number.MAX_SAFE_INTEGER, 1e300, -1e300, 0.5, 99999);

const text = fc.string({ unit: 'grapheme', maxLength: 40 }).filter(withoutSecurityCases);
const anyJson = fc.jsonValue({ maxDepth: 2 }).filter((value) => withoutSecurityCases(JSON.stringify(value)));

/** Real dates, mostly near today but as far as years 1 and 9999 (ranges a caller controls). */
const anyDate = fc.oneof(
  fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
  fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
  fc.constantFrom(new Date('0001-01-01T00:00:00Z'), new Date('9999-12-31T00:00:00Z')),
);
const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

export type Context = {
  /** Known row ids, the first (the own company) most often, so that calls get past the 404 into the work. */
  ids: string[];
  resolve: (ref: string) => JsonSchema;
  /** Only values the schema describes: no edge cases or junk. */
  validOnly?: boolean;
};

const stringFor = (schema: JsonSchema, context: Context): fc.Arbitrary<string> => {
  if (schema.format === 'uuid')
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant(context.ids[0]) },
      { weight: 3, arbitrary: fc.constantFrom(...context.ids) },
      { weight: 1, arbitrary: fc.uuid() },
    );
  if (schema.format === 'date-time') return anyDate.map((d) => d.toISOString());
  if (schema.format === 'date' || schema.pattern === DAY_PATTERN)
    return anyDate.map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter(withoutSecurityCases);
    } catch {
      return text;
    }
  }
  return fc
    .string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength: schema.maxLength ?? 40 })
    .filter(withoutSecurityCases);
};

/** A value the schema describes (roughly), to get past validation and into the handlers. */
const validFor = (schema: JsonSchema, context: Context, depth: number): fc.Arbitrary<unknown> => {
  if (schema.$ref) return validFor(context.resolve(schema.$ref), context, depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => valueFor(choice, context, depth)));
  if (schema.allOf) return valueFor(Object.assign({}, ...schema.allOf), context, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema, context);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueFor(schema.items ?? {}, context, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object': {
      if (depth > 4 || !schema.properties) return fc.dictionary(text, anyJson, { maxKeys: 3 });
      const shape = Object.fromEntries(
        Object.entries(schema.properties).map(([key, property]) => [key, valueFor(property, context, depth + 1)]),
      );
      return fc.record(shape, { requiredKeys: schema.required ?? [] });
    }
    default:
      return anyJson;
  }
};

/** Mostly valid values, sometimes edge cases or anything at all, so that both validation and handlers are probed. */
export const valueFor = (schema: JsonSchema, context: Context, depth = 0): fc.Arbitrary<unknown> =>
  context.validOnly
    ? validFor(schema, context, depth)
    : fc.oneof(
        { weight: 6, arbitrary: validFor(schema, context, depth) },
        { weight: 1, arbitrary: edgeStrings },
        { weight: 1, arbitrary: edgeNumbers },
        { weight: depth === 0 ? 1 : 0, arbitrary: fc.array(fc.constantFrom(...context.ids), { maxLength: 2000 }) },
        { weight: 1, arbitrary: anyJson },
      );

export const isDateParameter = (schema: JsonSchema) =>
  schema.format === 'date' || schema.format === 'date-time' || schema.pattern === DAY_PATTERN;
/** The widest range a caller can ask for: the first date parameter at year 1, the others at year 9999. */
export const widestDate = (schema: JsonSchema, first: boolean) => {
  const day = first ? '0001-01-01' : '9999-12-31';
  return schema.format === 'date-time' ? `${day}T00:00:00Z` : day;
};

/** Query, path and header values travel as text. */
export const textFor = (schema: JsonSchema, context: Context): fc.Arbitrary<string> =>
  valueFor(schema, context).map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')));

/** Multipart bodies as a careless or hostile client sends them: empty, truncated, wrong field, random bytes. */
export const multipartBody = (validImage: Buffer) => {
  const boundary = '----bo-fuzz';
  const part = (field: string, type: string, content: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="f.png"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  const content = fc.oneof(
    fc.constant(validImage),
    fc.constant(Buffer.alloc(0)),
    fc.uint8Array({ maxLength: 512 }).map(Buffer.from),
  );
  return fc
    .record({
      field: fc.constantFrom('file', 'file', 'otro'),
      type: fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'text/plain', ''),
      content,
      cut: fc.oneof(fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })),
    })
    .map(({ field, type, content, cut }) => {
      const whole = part(field, type, content);
      return {
        payload: whole.subarray(0, Math.floor(whole.length * cut)),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    });
};
