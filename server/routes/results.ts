/**
 * The client's service results under /api: GET /clients/service-results (paged), a
 * result's related protocols, and the protocol and attachment downloads. Only the logged-in client's own
 * records (another client's is a 404); 401 without a valid token; bad input a 400 in the error-list
 * shape. The configuration's flags decide what exists: results off → every call 404; protocols or
 * attachments off → those downloads 404 and the list's meta says unavailable.
 */
import { type Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import {
  type Configuration,
  downloadAttachment,
  downloadProtocol,
  listRelatedProtocols,
  listServiceResults,
  parseWith,
  ResultsQuerySchema,
} from '../../src/api';
import { sessionOf, unauthorized } from '../appointments/client-session';
import { parseId } from '../browsing/params';
import type { Database } from '../db/schema';
import { apiNotFound, invalidInputBody } from '../http/errors';
import { listClientResults } from '../results/list-results';
import { attachmentFile, protocolFile, relatedProtocols } from '../results/result-files';
import { sendFile } from '../results/send-file';
import { readPage } from '../http/page-query';

export interface ResultsRoutesDeps {
  db: Kysely<Database>;
  configuration: () => Promise<Configuration>;
  /** The clock tokens are checked against (tests move it); default Date.now. */
  now?: () => number;
}

const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

type Flag = 'serviceProtocolsAvailable' | 'serviceAttachmentsAvailable';

export function resultsRoutes({ db, configuration, now = Date.now }: ResultsRoutesDeps) {
  /**
   * The checks every call shares, in order: a live token (401), the results flag and the call's own flag
   * (404: the feature does not exist here), then the path id (400). Answers the failure, or the client
   * and the id.
   */
  const gate = async (c: Context, flag: Flag | null, withId: boolean) => {
    const session = await sessionOf(db, now(), c);
    if (!session) return { failure: unauthorized(c) };
    const config = await configuration();
    if (!config.serviceResultsAvailable || (flag && !config[flag])) return { failure: apiNotFound(c) };
    const id = withId ? parseId(c.req.param('id')) : 0;
    if (id === null) return { failure: c.json(invalidInputBody(), 400) };
    return { clientId: session.clientId, id, config };
  };

  return new Hono()
    .get(listServiceResults.path, async (c) => {
      const checked = await gate(c, null, false);
      if ('failure' in checked) return checked.failure;
      const page = readPage(c, ResultsQuerySchema);
      if (!page) return c.json(invalidInputBody(), 400);
      const results = await listClientResults(db, checked.clientId, page, {
        protocols: checked.config.serviceProtocolsAvailable,
        attachments: checked.config.serviceAttachmentsAvailable,
      });
      return c.json(parseWith(listServiceResults.answer, { results }, `GET ${listServiceResults.path}`));
    })
    .get(honoPath(listRelatedProtocols.path), async (c) => {
      const checked = await gate(c, 'serviceProtocolsAvailable', true);
      if ('failure' in checked) return checked.failure;
      const protocols = await relatedProtocols(db, checked.clientId, checked.id);
      if (!protocols) return apiNotFound(c);
      return c.json(
        parseWith(listRelatedProtocols.answer, { protocols }, `GET ${listRelatedProtocols.path}`),
      );
    })
    .get(honoPath(downloadProtocol.path), async (c) => {
      const checked = await gate(c, 'serviceProtocolsAvailable', true);
      if ('failure' in checked) return checked.failure;
      const file = await protocolFile(db, checked.clientId, checked.id);
      return file ? sendFile(c, file) : apiNotFound(c);
    })
    .get(honoPath(downloadAttachment.path), async (c) => {
      const checked = await gate(c, 'serviceAttachmentsAvailable', true);
      if ('failure' in checked) return checked.failure;
      const file = await attachmentFile(db, checked.clientId, checked.id);
      return file ? sendFile(c, file) : apiNotFound(c);
    });
}
