/**
 * GET /api/configuration: the network's configuration, as the contract says.
 * Served from the app's configuration memo: checked against the contract and serialised once per
 * database read, not once per request.
 */
import { Hono } from 'hono';
import { type Configuration, getConfiguration, parseWith } from '../../src/api';
import { sendJsonAnswer, toJsonAnswer } from '../http/json-answer';
import { derive, type Memo } from '../memo';

export function configurationRoutes({ configuration }: { configuration: Memo<Configuration> }) {
  const answer = derive(configuration, (value) =>
    toJsonAnswer(parseWith(getConfiguration.answer, value, 'GET /configuration')),
  );
  // Small and read at every start; clients revalidate so an edited configuration reaches them.
  return new Hono().get(getConfiguration.path, async (c) =>
    sendJsonAnswer(c, await answer.get(), 'no-cache'),
  );
}
