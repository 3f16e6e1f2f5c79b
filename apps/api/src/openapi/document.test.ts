import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from './document.js';
import { finishDocument, type OpenApiDocument } from './finish.js';

type Operation = {
  operationId: string;
  security: unknown[];
  requestBody?: { content: Record<string, { schema: { properties?: object } }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
};

let document: OpenApiDocument & {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};
const committed = new URL('../../../../docs/openapi.json', import.meta.url);

beforeAll(async () => {
  document = (await openApiDocument()) as typeof document;
}, 120_000);

const operation = (method: string, path: string) => {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
};

describe('the OpenAPI document', () => {
  it('is the committed docs/openapi.json (run `npm run openapi` after changing a route)', async () => {
    const text = await readFile(committed, 'utf8');
    expect(JSON.parse(text)).toEqual(document);
    expect(text).toBe(`${JSON.stringify(document, null, 2)}\n`);
  });

  it('names every operation once, and says which need no sign-in', () => {
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((op) => op.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('listApplications');
    expect(operation('get', '/api/transactions/').operationId).toBe('listApplications');
    expect(operation('post', '/api/transactions/').operationId).toBe('createApplication');
    expect(operation('get', '/api/transactions/{id}/').operationId).toBe('getApplication');
    expect(operation('post', '/api/login/').security).toEqual([]);
    expect(operation('get', '/api/public/transactions/{transaction_id}/').security).toEqual([]);
    expect(operation('get', '/api/transactions/').security).toEqual([{ bearerAuth: [] }]);
  });

  it('refers to the shared schemas by name, and keeps only those it uses', () => {
    const post = operation('post', '/api/transactions/');
    expect(post.requestBody?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ApplicationCreateInput',
    });
    expect(post.responses['201']?.content?.['application/json']).toEqual({
      schema: { $ref: '#/components/schemas/Application' },
    });
    const text = JSON.stringify(document.paths);
    for (const name of Object.keys(document.components.schemas)) {
      const direct = text.includes(`"#/components/schemas/${name}"`);
      const nested = JSON.stringify(document.components.schemas).includes(
        `"#/components/schemas/${name}"`,
      );
      expect(direct || nested, name).toBe(true);
    }
  });

  it('declares uploads as multipart and files and the stream by their media types', () => {
    const upload = operation('post', '/api/transactions/{id}/attachments/');
    expect(Object.keys(upload.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    expect(upload.requestBody?.content['multipart/form-data']?.schema.properties).toHaveProperty(
      'file',
    );
    const pdf = operation('get', '/api/transactions/{id}/documents/{doc}/download/');
    expect(Object.keys(pdf.responses['200']?.content ?? {})).toEqual(['application/pdf']);
    const exported = operation('get', '/api/transactions/export/');
    expect(Object.keys(exported.responses['200']?.content ?? {})).toEqual([
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    const stream = operation('get', '/api/notifications/stream/');
    expect(Object.keys(stream.responses['200']?.content ?? {})).toEqual(['text/event-stream']);
  });
});

describe('finishDocument', () => {
  it('refuses a route that operations.ts does not name', () => {
    const unnamed = { paths: { '/api/new-thing/': { get: { responses: {} } } } };
    expect(() => finishDocument(unnamed)).toThrow(/GET \/api\/new-thing\/ has no entry/);
  });
});
