import type { FastifyInstance } from 'fastify';

/** The JSON Schema subset the generators read (what jsonSchemaTransform writes for zod). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
};

type Parameter = {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
};

/** One route and method of the OpenAPI document. */
export type Operation = {
  /** `METHOD /api/path/` with `{name}` for path parameters: the key of the tables. */
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the route reads one. */
  body?: JsonSchema;
};

type OpenApiDocument = {
  components?: { schemas?: Record<string, JsonSchema> };
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
};

/**
 * `value` with each `$ref` to `components/schemas` replaced by the schema it names, all the way
 * down: the generators read plain schemas. (The shared schemas hold no cycles.)
 */
function inlineRefs<T>(value: T, schemas: Record<string, JsonSchema>, depth = 0): T {
  if (depth > 32) throw new Error('a $ref cycle in the OpenAPI document');
  if (Array.isArray(value)) return value.map((item) => inlineRefs(item, schemas, depth)) as T;
  if (!value || typeof value !== 'object') return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/schemas/', '');
    const target = schemas[name];
    if (!target) throw new Error(`${ref} names no schema`);
    return inlineRefs(target, schemas, depth + 1) as T;
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, inlineRefs(child, schemas, depth)]),
  ) as T;
}

/** Every route × method the app documents (call after `app.ready()`). */
export function operationsOf(app: FastifyInstance): Operation[] {
  const document = app.swagger() as unknown as OpenApiDocument;
  const schemas = document.components?.schemas ?? {};
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const upper = method.toUpperCase();
      operations.push({
        key: `${upper} ${path}`,
        method: upper,
        path,
        parameters: inlineRefs(op.parameters ?? [], schemas),
        body: inlineRefs(op.requestBody?.content['application/json']?.schema, schemas),
      });
    }
  }
  return operations;
}

/** The path with its `{name}` parameters filled in (each value URL-encoded). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}
