import type { OPTION_LISTS, TOption, TOptionCreate } from '@mutabaa/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Session } from './users.js';

/** An option list of Form Settings: application types, priorities or statuses. */
export type OptionList = (typeof OPTION_LISTS)[number];

const url = (list: OptionList) => `/api/transactions/form-config/${list}/`;

/** Adds an option to `list` through the API as `session` (an admin); expects a 201. */
export async function createOption(
  app: FastifyInstance,
  session: Pick<Session, 'auth'>,
  list: OptionList,
  fields: TOptionCreate,
): Promise<TOption> {
  const response = await app.inject({
    method: 'POST',
    url: url(list),
    headers: session.auth,
    payload: fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TOption>();
}

/** The option of `list` whose value is `value`, as the API lists it; fails when there is none. */
export async function findOption(
  app: FastifyInstance,
  session: Pick<Session, 'auth'>,
  list: OptionList,
  value: string,
): Promise<TOption> {
  const response = await app.inject({ method: 'GET', url: url(list), headers: session.auth });
  expect(response.statusCode, response.body).toBe(200);
  const option = response.json<TOption[]>().find((o) => o.value === value);
  expect(option, `no ${value} in ${list}`).toBeDefined();
  return option!;
}
