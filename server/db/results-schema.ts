/**
 * The service-results tables as Kysely sees them (migration 0005-results). Dates `YYYY-MM-DD` are
 * clinic-local; timestamps ISO-8601 UTC text; bytes are a Buffer from both drivers.
 */
import type { Generated } from 'kysely';

export interface ServiceResultsTable {
  id: Generated<number>;
  client_id: number;
  /** The complex result (kind 6) this one is a part of; null for a top-level result. */
  complex_id: number | null;
  date: string;
  title: string;
  kind: number;
  state: number;
  executor_surname: string | null;
  executor_name: string | null;
  executor_second_name: string | null;
  created_at: string;
}

export interface ServiceResultAttachmentsTable {
  id: Generated<number>;
  result_id: number;
  title: Generated<string>;
  mime_type: string | null;
  bytes: Uint8Array;
}

export interface ServiceResultProtocolsTable {
  id: Generated<number>;
  result_id: number;
  title: Generated<string>;
  pdf: Uint8Array | null;
}

export interface ResultsTables {
  service_results: ServiceResultsTable;
  service_result_attachments: ServiceResultAttachmentsTable;
  service_result_protocols: ServiceResultProtocolsTable;
}
