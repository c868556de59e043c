/**
 * GET /api/configuration: the network's configuration, as the contract says. Served from the app's
 * configuration memo: checked against the contract and serialised once per database read, not once
 * per request.
 */
import { type Configuration, getConfiguration, parseWith } from '../../src/api';
import { keptJsonAnswers, sendJsonAnswer } from '../http/json-answer';
import { defineRoute, routerOf } from '../http/route';
import { derive, type Memo } from '../memo';

export function configurationRoutes({ configuration }: { configuration: Memo<Configuration> }) {
  const answers = keptJsonAnswers();
  const answer = derive(configuration, (value) =>
    answers(parseWith(getConfiguration.answer, value, 'GET /configuration')),
  );
  return routerOf([
    defineRoute(getConfiguration, {
      auth: 'public',
      // Small and read at every start; clients revalidate so an edited configuration reaches them.
      handle: async (c) => sendJsonAnswer(c, await answer.get(), 'no-cache'),
    }),
  ]);
}
