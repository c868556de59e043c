/**
 * The network file's JSON Schema, generated from its valibot schema like the API document's, with a
 * title and the id that editors use to check a file as it is written.
 */
import { jsonSchemaOf } from '../openapi/schemas';
import { NetworkFileSchema } from './network-file';

export const NETWORK_FILE_SCHEMA_PATH = 'docs/network-file.schema.json';

export function networkFileJsonSchema(): Record<string, unknown> {
  return {
    ...jsonSchemaOf(NetworkFileSchema, 'request'),
    title: 'Priyom clinic network file',
    description:
      'Loaded by `npm run import -- network.json`. Ids are the clinic’s own and stay the same between ' +
      'imports; prices are in minor units (kopecks); times are HH:mm in the network’s time zone.',
  };
}

/** The schema as the file in the repository holds it. */
export const networkFileSchemaText = () => `${JSON.stringify(networkFileJsonSchema(), null, 2)}\n`;
