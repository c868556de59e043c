/** The paging query of the client's lists (appointments, service results). */
import type { Context } from 'hono';
import * as v from 'valibot';

type PageSchema = v.GenericSchema<{ offset: number; limit: number }, { offset: number; limit: number }>;

/** offset and limit, each given once as plain digits and then checked by the call's schema; else null. */
export function readPage(c: Context, schema: PageSchema): { offset: number; limit: number } | null {
  const raw: Record<string, number> = {};
  for (const name of ['offset', 'limit'] as const) {
    const values = c.req.queries(name);
    const text = values?.length === 1 ? values[0] : undefined;
    if (text === undefined || !/^\d{1,9}$/.test(text)) return null;
    raw[name] = Number(text);
  }
  const page = v.safeParse(schema, raw);
  return page.success ? page.output : null;
}
