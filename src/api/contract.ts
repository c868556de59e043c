/**
 * The wire contract pattern. Every call the browser and the server share is declared once here:
 * its method, its path under the API base, valibot schemas of what goes in and what comes back,
 * and the names of the error lists it may answer with. No I/O lives in src/api.
 */
import * as v from 'valibot';

export type Method = 'GET' | 'POST';

export interface Call<
  P extends v.GenericSchema = v.GenericSchema,
  A extends v.GenericSchema = v.GenericSchema,
  E extends string = string,
> {
  readonly method: Method;
  /** Path under the API base, with `{name}` placeholders, e.g. `/clinics/{clinicId}/service/{serviceId}`. */
  readonly path: string;
  /** Query (GET) or JSON body (POST). */
  readonly payload: P;
  readonly answer: A;
  /** The call's own error lists besides unexpectedErrors and formErrors (field lists included). */
  readonly errorLists: readonly E[];
}

// Pure, so a bundle that imports a module of calls but uses none of them leaves them (and their
// schemas) out.
/* @__NO_SIDE_EFFECTS__ */
export function defineCall<P extends v.GenericSchema, A extends v.GenericSchema, E extends string = never>(
  call: Call<P, A, E>,
): Call<P, A, E> {
  return call;
}

export type PayloadOf<C extends Call> = v.InferInput<C['payload']>;
export type AnswerOf<C extends Call> = v.InferOutput<C['answer']>;

/** Fills `{name}` placeholders; each value is URI-encoded. Throws on a missing parameter (a bug). */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * A value that failed its schema: the issues flattened to dotted paths and what was expected there,
 * for logs and tests. Never the received value: answers hold names, phones and tokens, and these
 * messages end up in logs.
 */
export class ContractError extends Error {
  constructor(
    readonly where: string,
    readonly issues: readonly string[],
  ) {
    super(`${where} broke the contract: ${issues.join('; ')}`);
    this.name = 'ContractError';
  }
}

export function parseWith<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  where: string,
): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const issues = result.issues.map((issue) => {
    const path = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    // valibot's message quotes the received value; `expected` describes only the shape.
    return `${path || '(root)'}: expected ${issue.expected ?? issue.type}`;
  });
  throw new ContractError(where, issues);
}
