import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './serializer.js';

const ZThing = z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable() });
const route = { schema: ZThing, method: 'GET', url: '/things/', httpStatus: '200' };

describe('responseSerializerCompiler', () => {
  it('outside production, checks the body against the schema and writes the same JSON', () => {
    const serialize = responseSerializerCompiler(false)(route);
    const body = { name: 'a', id: 1, note: null };
    expect(JSON.parse(serialize(body))).toEqual(body);
    expect(() => serialize({ id: 'x', name: 'a', note: null })).toThrow();
  });

  it('outside production, refuses a body that relies on the schema dropping a field', () => {
    const serialize = responseSerializerCompiler(false)(route);
    expect(() => serialize({ id: 1, name: 'a', note: null, passwordHash: 'secret' })).toThrow(
      /differs from its schema/,
    );
  });

  it('in production, writes the body as it is', () => {
    const serialize = responseSerializerCompiler(true)(route);
    expect(serialize({ id: 1, name: 'a', note: null })).toBe('{"id":1,"name":"a","note":null}');
  });
});
