import { OPERATIONS, type OperationInfo } from './operations.js';

/** The parts of the OpenAPI document this module reads and writes. */
type Schema = Record<string, unknown>;
type Response = { description?: string; content?: Record<string, { schema?: Schema }> };
type Operation = {
  operationId?: string;
  security?: unknown[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, Response>;
  [key: string]: unknown;
};
export type OpenApiDocument = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema>; [key: string]: unknown };
  [key: string]: unknown;
};

export const OPENAPI_LICENSE = { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' };
export const OPENAPI_CONTACT = { name: 'Mutabaa' };

const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete', 'head', 'options']);
const BINARY: Schema = { type: 'string', format: 'binary' };
const ERROR_REF = { $ref: '#/components/schemas/Error' };

/** A file or stream answer: its media types instead of the JSON the route's schema implies. */
function declareProduces(operation: Operation, produces: readonly string[]) {
  const responses = (operation.responses ??= {});
  const success = Object.keys(responses).find((status) => status.startsWith('2')) ?? '200';
  const description = responses[success]?.description ?? 'The file';
  const stream = produces.includes('text/event-stream');
  responses[success] = {
    description,
    content: Object.fromEntries(
      produces.map((type) => [type, { schema: stream ? { type: 'string' } : BINARY }]),
    ),
  };
}

/** A multipart upload: one file field (the routes read the file part only). */
function declareUpload(operation: Operation, field: string) {
  operation.requestBody = {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { type: 'object', required: [field], properties: { [field]: BINARY } },
      },
    },
  };
}

/** Every error answer has the shared error body: the 4XX range where a route names none. */
function declareErrors(operation: Operation) {
  const responses = (operation.responses ??= {});
  if (Object.keys(responses).some((status) => status.startsWith('4'))) return;
  responses['4XX'] = {
    description: 'The request was refused: the body says why, in the caller’s language',
    content: { 'application/json': { schema: ERROR_REF } },
  };
}

function finishOperation(key: string, operation: Operation, info: OperationInfo) {
  operation.operationId = info.id;
  // A route that declares no security is public: say so rather than leave it unknown.
  operation.security ??= [];
  if (info.produces) declareProduces(operation, info.produces);
  if (info.upload) declareUpload(operation, info.upload);
  declareErrors(operation);
  for (const response of Object.values(operation.responses ?? {})) {
    response.description ??= key;
  }
}

/** Every `$ref` name under `value`. */
function refsOf(value: unknown, into: Set<string>) {
  if (Array.isArray(value)) for (const item of value) refsOf(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') {
        into.add(child.replace('#/components/schemas/', ''));
      } else refsOf(child, into);
    }
  }
}

/** Drops the components no operation reaches (the registry holds more than the routes use). */
function pruneSchemas(document: OpenApiDocument) {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const used = new Set<string>();
  refsOf(document.paths, used);
  const queue = [...used];
  while (queue.length) {
    const found = new Set<string>();
    refsOf(schemas[queue.pop() ?? ''], found);
    for (const name of found) {
      if (!used.has(name)) {
        used.add(name);
        queue.push(name);
      }
    }
  }
  document.components!.schemas = Object.fromEntries(
    Object.keys(schemas)
      .filter((name) => used.has(name))
      .sort()
      .map((name) => [name, schemas[name]!]),
  );
}

/**
 * The last step of the document: each operation's id, security, media types and error answer
 * from `OPERATIONS`, then only the components it uses. Throws for a route that `OPERATIONS` does
 * not name, a name no route has, or an id used twice.
 */
export function finishDocument<T>(input: T): T {
  const document = input as OpenApiDocument;
  const seen = new Set<string>();
  const ids = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const info = OPERATIONS[key];
      if (!info) throw new Error(`${key} has no entry in apps/api/src/openapi/operations.ts`);
      if (ids.has(info.id)) throw new Error(`operationId ${info.id} is used twice`);
      ids.add(info.id);
      seen.add(key);
      finishOperation(key, operation, info);
    }
  }
  const stale = Object.keys(OPERATIONS).filter((key) => !seen.has(key));
  if (stale.length) throw new Error(`operations.ts names routes that do not exist: ${stale}`);
  pruneSchemas(document);
  return input;
}
