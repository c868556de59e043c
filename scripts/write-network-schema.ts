/** Writes docs/network-file.schema.json from the network file's valibot schema (`npm run import:schema`). */
import { writeFileSync } from 'node:fs';
import { NETWORK_FILE_SCHEMA_PATH, networkFileSchemaText } from '../server/import/network-file-schema';

writeFileSync(NETWORK_FILE_SCHEMA_PATH, networkFileSchemaText());
process.stdout.write(`wrote ${NETWORK_FILE_SCHEMA_PATH}\n`);
