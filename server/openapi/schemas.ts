/**
 * valibot → JSON Schema (2020-12, which OpenAPI 3.1 uses as is) for the API document. The contract's
 * checks that JSON Schema cannot say (a calendar date that exists, a check function) stay in the
 * document as a description, so the schema is a little looser than the server, never stricter.
 */
import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

export type { JsonSchema };

type Direction = 'request' | 'answer';

export function jsonSchemaOf(schema: v.GenericSchema, direction: Direction): JsonSchema {
  return toJsonSchema(schema, {
    target: 'draft-2020-12',
    // A request is described as the client sends it (before defaults); an answer as it arrives.
    typeMode: direction === 'request' ? 'input' : 'output',
    errorMode: 'throw',
    overrideAction: ({ valibotAction, jsonSchema }) => {
      if (valibotAction.type !== 'check') return undefined;
      const message = (valibotAction as { message?: unknown }).message;
      const said = typeof message === 'string' ? message : 'a further check';
      const before = typeof jsonSchema.description === 'string' ? `${jsonSchema.description}; ` : '';
      return { ...jsonSchema, description: `${before}checked by the server: ${said}` };
    },
  });
}

/** Files and images: bytes with their own Content-Type, which JSON Schema does not describe. */
export const isBinaryAnswer = (schema: v.GenericSchema) =>
  schema.type === 'blob' || schema.type === 'unknown';

/** The fields of an object payload (GET queries), each with its schema and whether it may be left out. */
export function queryFields(
  schema: v.GenericSchema,
): { name: string; schema: v.GenericSchema; required: boolean }[] {
  const entries = (schema as { entries?: Record<string, v.GenericSchema> }).entries ?? {};
  return Object.entries(entries).map(([name, field]) => ({
    name,
    schema: field,
    required: !['optional', 'nullish', 'undefinedable', 'exact_optional'].includes(field.type),
  }));
}
