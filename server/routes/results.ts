/**
 * The client's service results under /api: GET /clients/service-results (paged), a result's related
 * protocols, and the protocol and attachment downloads. Only the logged-in client's own records
 * (another client's is a 404); 401 without a valid token; bad input a 400 in the error-list shape. The
 * configuration's flags decide what exists: results off → every call 404; protocols or attachments
 * off → those downloads 404 and the list's meta says unavailable.
 */
import type { Hono } from 'hono';
import {
  downloadAttachment,
  downloadProtocol,
  listRelatedProtocols,
  listServiceResults,
} from '../../src/api';
import { apiNotFound } from '../http/errors';
import { type AreaDeps, defineRoute, routerOf } from '../http/route';
import { listClientResults } from '../results/list-results';
import { attachmentFile, protocolFile, relatedProtocols } from '../results/result-files';
import { sendFile } from '../results/send-file';

export interface ResultsRoutesDeps extends AreaDeps {
  /** The clock tokens are checked against (tests move it); default Date.now. */
  now?: () => number;
}

type Flag = 'serviceProtocolsAvailable' | 'serviceAttachmentsAvailable';

export function resultsRoutes({ db, configuration, now = Date.now, clientAddress }: ResultsRoutesDeps): Hono {
  /** The results flag and the call's own: off, the call does not exist here (404, after the 401). */
  const availableWith = (flag: Flag | null) => async () => {
    const config = await configuration();
    return config.serviceResultsAvailable && (flag === null || config[flag]);
  };
  /** A result's file by its path id; a bad id is bad input (400), another client's a 404. */
  const fileRoute = (call: typeof downloadProtocol, flag: Flag, find: typeof protocolFile) =>
    defineRoute(call, {
      auth: 'client',
      available: availableWith(flag),
      params: { id: 'id' },
      badParam: 400,
      handle: async (c, { session, params }) => {
        const file = await find(db, session.clientId, params.id);
        return file ? sendFile(c, file) : apiNotFound(c);
      },
    });

  return routerOf(
    [
      defineRoute(listServiceResults, {
        auth: 'client',
        available: availableWith(null),
        handle: async (_, { session, input }) => {
          const config = await configuration();
          return listClientResults(db, session.clientId, input, {
            protocols: config.serviceProtocolsAvailable,
            attachments: config.serviceAttachmentsAvailable,
          });
        },
      }),
      defineRoute(listRelatedProtocols, {
        auth: 'client',
        available: availableWith('serviceProtocolsAvailable'),
        params: { id: 'id' },
        badParam: 400,
        handle: async (c, { session, params }) => {
          const protocols = await relatedProtocols(db, session.clientId, params.id);
          return protocols ?? apiNotFound(c);
        },
      }),
      fileRoute(downloadProtocol, 'serviceProtocolsAvailable', protocolFile),
      fileRoute(downloadAttachment, 'serviceAttachmentsAvailable', attachmentFile),
    ],
    { db, now, clientAddress },
  );
}
