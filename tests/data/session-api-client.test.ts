/** The API client's half of the session: the bearer header, one refresh and one retry on a 401. */
import { describe, expect, test } from 'vitest';
import { getPersonalData } from '../../src/api';
import { type FetchLike, createApiClient } from '../../src/data/api-client';

const unauthorized = () =>
  new Response(JSON.stringify({ formErrors: ['errors.basis.unauthorized'] }), { status: 401 });

function client(answers: Array<() => Response>, renew: (token: string) => Promise<boolean>) {
  const sent: Array<string | null> = [];
  const renewed: string[] = [];
  let token: string | null = 'old';
  const fetch: FetchLike = async (_url, init) => {
    sent.push(((init?.headers ?? {}) as Record<string, string>).Authorization ?? null);
    return (answers.shift() ?? unauthorized)();
  };
  const api = createApiClient({
    fetch,
    baseUrl: '/api',
    getAccessToken: () => token,
    onUnauthorized: async (rejected) => {
      renewed.push(rejected);
      if (!(await renew(rejected))) return null;
      token = 'new';
      return token;
    },
  });
  return {
    api,
    sent,
    renewed,
    logOut() {
      token = null;
    },
  };
}

const personalData = {
  personalInformation: {
    id: 1,
    surname: 'С',
    name: 'А',
    secondName: null,
    fullName: 'С А',
    birthdate: null,
    sex: null,
    email: null,
    phone: null,
    appointmentsCount: 0,
  },
  otherAvailableClients: [],
};

describe('401', () => {
  test('refreshed once, retried once with the new token', async () => {
    const { api, sent, renewed } = client(
      [unauthorized, () => new Response(JSON.stringify(personalData))],
      async () => true,
    );
    expect(await api.call(getPersonalData)).toEqual({ ok: true, value: personalData });
    expect(sent).toEqual(['Bearer old', 'Bearer new']);
    expect(renewed).toEqual(['old']);
  });

  test('a second 401 is the answer: no second refresh, no third request', async () => {
    const { api, sent, renewed } = client([unauthorized, unauthorized], async () => true);
    const result = await api.call(getPersonalData);
    expect(result).toMatchObject({ ok: false, error: { kind: 'server', status: 401 } });
    expect(sent).toHaveLength(2);
    expect(renewed).toHaveLength(1);
  });

  test('a refresh that fails ends it: the first 401 is the answer', async () => {
    const { api, sent } = client([unauthorized], async () => false);
    expect(await api.call(getPersonalData)).toMatchObject({ ok: false, error: { status: 401 } });
    expect(sent).toEqual(['Bearer old']);
  });

  test('the retry carries the token the renewal gave, not the one stored by the time it goes out', async () => {
    const sent: Array<string | null> = [];
    const answers = [unauthorized, () => new Response(JSON.stringify(personalData))];
    let stored = 'client-a';
    const api = createApiClient({
      fetch: async (_url, init) => {
        sent.push(((init?.headers ?? {}) as Record<string, string>).Authorization ?? null);
        return (answers.shift() ?? unauthorized)();
      },
      baseUrl: '/api',
      getAccessToken: () => stored,
      // Another client's pair is stored meanwhile (a switch in another tab); the renewal names A's.
      onUnauthorized: async () => {
        stored = 'client-b';
        return 'client-a-renewed';
      },
    });
    expect(await api.call(getPersonalData)).toEqual({ ok: true, value: personalData });
    expect(sent).toEqual(['Bearer client-a', 'Bearer client-a-renewed']);
  });

  test('a request without a token refreshes nothing', async () => {
    const session = client([unauthorized], async () => true);
    session.logOut();
    expect(await session.api.call(getPersonalData)).toMatchObject({ ok: false, error: { status: 401 } });
    expect(session.sent).toEqual([null]);
    expect(session.renewed).toEqual([]);
  });

  test('other failures never refresh', async () => {
    const { api, renewed } = client([() => new Response('{}', { status: 403 })], async () => true);
    expect(await api.call(getPersonalData)).toMatchObject({ ok: false, error: { status: 403 } });
    expect(renewed).toEqual([]);
  });
});
