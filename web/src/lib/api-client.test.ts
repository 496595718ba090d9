import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint, type HttpMethod } from '@contracts/endpoint.ts';
import { ApiError, buildFunctionUrl, createApiClient, parseResponse, STARTED_READ_MS, UNEXPECTED_ANSWER, unexpectedAnswerAs } from '@/lib/api-client';

vi.mock('@/lib/supabase', () => ({ supabase: { auth: { getSession: vi.fn() } } }));

const BASE = 'http://127.0.0.1:54321';

function clientWith(response: Response | Error, token: string | null = 'user-jwt') {
  const fetchMock = vi.fn<typeof fetch>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  const client = createApiClient({
    supabaseUrl: BASE,
    anonKey: 'anon-key',
    getAccessToken: async () => token,
    fetch: fetchMock,
  });
  return { client, fetchMock };
}

/** An endpoint whose answer passes through as it came, so these tests see what the client read. */
const raw = (method: HttpMethod, path: `/api/${string}`) => endpoint({ method, path, request: z.unknown(), response: z.unknown() });

function json(body: unknown, status = 200, statusText = 'OK') {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('buildFunctionUrl', () => {
  it('maps /api paths to the function that serves them', () => {
    expect(buildFunctionUrl(BASE, '/api/mfl/login')).toBe(`${BASE}/functions/v1/mfl/login`);
    expect(buildFunctionUrl(BASE, '/api/league-standings', { leagueId: '12345' })).toBe(
      `${BASE}/functions/v1/league/league-standings?leagueId=12345`,
    );
    expect(buildFunctionUrl(`${BASE}/`, '/api/fantasypoints/x')).toBe(`${BASE}/functions/v1/admin/fantasypoints/x`);
  });

  it('leaves out empty query values', () => {
    expect(buildFunctionUrl(BASE, '/api/mfl/current-week', { year: 2025, week: undefined, x: null })).toBe(
      `${BASE}/functions/v1/mfl/current-week?year=2025`,
    );
  });

  it('rejects a path no function serves', () => {
    expect(() => buildFunctionUrl(BASE, '/api/nope')).toThrow(ApiError);
  });
});

describe('api client', () => {
  it('sends apikey, the bearer token and JSON, and returns the JSON body', async () => {
    const { client, fetchMock } = clientWith(json({ success: true }));
    await expect(client.call(raw('POST', '/api/mfl/login'), { username: 'u' })).resolves.toEqual({ success: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${BASE}/functions/v1/mfl/login`);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ username: 'u' }));
    expect(init?.headers).toMatchObject({
      apikey: 'anon-key',
      Authorization: 'Bearer user-jwt',
      'Content-Type': 'application/json',
    });
  });

  it('uses the anon key as bearer when signed out', async () => {
    const { client, fetchMock } = clientWith(json({}), null);
    await client.call(raw('GET', '/api/mfl/current-week'), undefined);
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ Authorization: 'Bearer anon-key' });
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('GET');
  });

  it("uses the server's error field when the failed body is JSON", async () => {
    const { client } = clientWith(json({ error: 'Access denied to league' }, 403, 'Forbidden'));
    const error = await failure(client.call(raw('GET', '/api/league-standings'), { leagueId: '1' }));
    expect(error.message).toBe('Access denied to league');
    expect(error.status).toBe(403);
  });

  it('keeps the failed JSON body for fields beyond the error text', async () => {
    const body = { error: 'Invalid lineup', code: 'INVALID_LINEUP', problems: ['Must have exactly 1 QB (currently have 2)'] };
    const { client } = clientWith(json(body, 422, 'Unprocessable Entity'));
    const error = await failure(client.call(raw('POST', '/api/mfl/lineup'), {}));
    expect(error.body).toEqual(body);
  });

  it('falls back to HTTP {status}: {statusText} when the body is not JSON', async () => {
    const { client } = clientWith(new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = await failure(client.call(raw('GET', '/api/mfl/leagues'), undefined));
    expect(error.message).toBe('HTTP 502: Bad Gateway');
    expect(error.status).toBe(502);
  });

  it('falls back to the status line when the JSON body has no error field', async () => {
    const { client } = clientWith(json({ message: 'nope' }, 500, 'Internal Server Error'));
    expect((await failure(client.call(raw('GET', '/api/mfl/leagues'), undefined))).message).toBe('HTTP 500: Internal Server Error');
  });

  it('turns a network failure into an ApiError', async () => {
    const { client } = clientWith(new TypeError('Failed to fetch'));
    const error = await failure(client.call(raw('GET', '/api/mfl/leagues'), undefined));
    expect(error.message).toBe('Network error: Failed to fetch');
    expect(error.status).toBe(0);
  });

  it('PUT sends the whole JSON body (PUT /admin/settings)', async () => {
    const { client, fetchMock } = clientWith(json({ success: true }));
    await expect(client.call(raw('PUT', '/api/admin/settings'), { backoff_initial_sec: 2 })).resolves.toEqual({ success: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${BASE}/functions/v1/admin/settings`);
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe(JSON.stringify({ backoff_initial_sec: 2 }));
  });

  it('returns undefined for 204', async () => {
    const { client } = clientWith(new Response(null, { status: 204 }));
    await expect(client.call(raw('POST', '/api/admin/x'), undefined)).resolves.toBeUndefined();
  });
});

describe('parseResponse', () => {
  const schema = z.object({ currentWeek: z.number() });

  it('returns the parsed answer', () => {
    expect(parseResponse(schema, { currentWeek: 3, extra: true })).toEqual({ currentWeek: 3 });
  });

  it('turns a mismatch into one readable ApiError and logs the issues', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let error: unknown;
    try {
      parseResponse(schema, { currentWeek: 'soon' }, 200);
    } catch (cause) {
      error = cause;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(UNEXPECTED_ANSWER);
    expect((error as ApiError).message).not.toContain('currentWeek');
    expect(log).toHaveBeenCalledWith(UNEXPECTED_ANSWER, expect.arrayContaining([expect.objectContaining({ path: ['currentWeek'] })]));
  });
});

describe('call', () => {
  const weekEndpoint = endpoint({
    method: 'GET',
    path: '/api/mfl/current-week',
    request: z.object({ year: z.number().optional() }),
    response: z.object({ currentWeek: z.coerce.number() }),
  });

  it("sends a GET's input as its query and reads the answer through the response schema", async () => {
    const { client, fetchMock } = clientWith(json({ currentWeek: '3', extra: true }));
    await expect(client.call(weekEndpoint, { year: 2025 })).resolves.toEqual({ currentWeek: 3 });
    expect(fetchMock.mock.calls[0]![0]).toBe(`${BASE}/functions/v1/mfl/current-week?year=2025`);
    expect(fetchMock.mock.calls[0]![1]?.body).toBeUndefined();
  });

  it('an answer outside the response schema is the one unexpected-answer error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = clientWith(json({ currentWeek: 'soon' }));
    expect((await failure(client.call(weekEndpoint, {}))).message).toBe(UNEXPECTED_ANSWER);
  });

  it('DELETE sends its input as the JSON body', async () => {
    const { client, fetchMock } = clientWith(json({}));
    await client.call(raw('DELETE', '/api/admin/player-aliases'), { player_id: 1 });
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'DELETE', body: JSON.stringify({ player_id: 1 }) });
  });
});

describe('unexpectedAnswerAs', () => {
  it("gives an unexpected answer the fetcher's own text and lets other failures through", async () => {
    await expect(unexpectedAnswerAs('Login failed', Promise.reject(new ApiError(UNEXPECTED_ANSWER, 200)))).rejects.toThrow(/^Login failed$/);
    const denied = new ApiError('Access denied', 403);
    await expect(unexpectedAnswerAs('Login failed', Promise.reject(denied))).rejects.toBe(denied);
    await expect(unexpectedAnswerAs('Login failed', Promise.resolve(1))).resolves.toBe(1);
  });
});

describe('revalidated polls (ETag, 304)', () => {
  const scoring = raw('GET', '/api/mfl/scoring');
  const tagged = (body: unknown, etag: string) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ETag: etag } });
  const notModified = () => new Response(null, { status: 304, headers: { ETag: '"v1"' } });

  function clientAnswering(answers: Response[]) {
    let next = 0;
    const session = { token: 'user-jwt' };
    const fetchMock = vi.fn<typeof fetch>(async () => answers[next++]!);
    const client = createApiClient({ supabaseUrl: BASE, anonKey: 'anon-key', getAccessToken: async () => session.token, fetch: fetchMock });
    const sentTag = (call: number) => new Headers(fetchMock.mock.calls[call]![1]?.headers).get('If-None-Match');
    return { client, fetchMock, sentTag, session };
  }

  it('sends the last ETag back and answers a 304 with the answer it kept, never a blank', async () => {
    const { client, sentTag } = clientAnswering([tagged({ total: 1 }, '"v1"'), notModified(), tagged({ total: 2 }, '"v2"')]);
    await expect(client.call(scoring, { leagueId: '1' })).resolves.toEqual({ total: 1 });
    await expect(client.call(scoring, { leagueId: '1' })).resolves.toEqual({ total: 1 });
    await expect(client.call(scoring, { leagueId: '1' })).resolves.toEqual({ total: 2 });
    expect([sentTag(0), sentTag(1), sentTag(2)]).toEqual([null, '"v1"', '"v1"']);
  });

  it('a 304 with nothing kept is asked again without the ETag', async () => {
    const { client, fetchMock, sentTag } = clientAnswering([notModified(), tagged({ total: 3 }, '"v3"')]);
    await expect(client.call(scoring, { leagueId: '1' })).resolves.toEqual({ total: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentTag(1)).toBeNull();
  });

  it("keeps answers per URL and token: another league's or user's ask sends no ETag", async () => {
    const answers = [tagged({ total: 1 }, '"v1"'), tagged({ total: 4 }, '"v4"'), tagged({ total: 5 }, '"v5"')];
    const { client, sentTag, session } = clientAnswering(answers);
    await client.call(scoring, { leagueId: '1' });
    await client.call(scoring, { leagueId: '2' });
    session.token = 'another-user-jwt';
    await client.call(scoring, { leagueId: '1' });
    expect([sentTag(1), sentTag(2)]).toEqual([null, null]);
  });
});

describe('reads started ahead (api.start)', () => {
  const roster = endpoint({ method: 'POST', path: '/api/mfl/roster', request: z.unknown(), response: z.object({ players: z.array(z.string()) }) });
  const lineup = endpoint({ method: 'GET', path: '/api/mfl/lineup', request: z.unknown(), response: z.unknown() });

  function counting(token: () => string | null = () => 'user-jwt') {
    const fetchMock = vi.fn<typeof fetch>(async (url) => json({ players: [String(url).includes('lineup') ? 'lineup' : 'roster'] }));
    const client = createApiClient({ supabaseUrl: BASE, anonKey: 'anon-key', getAccessToken: async () => token(), fetch: fetchMock });
    return { client, fetchMock };
  }

  it('sends the read at once; the call of the same request takes its answer, through the endpoint schema, without asking again', async () => {
    const { client, fetchMock } = counting();
    client.start({ method: 'POST', path: '/api/mfl/roster' }, { leagueId: '1', week: 3, year: 2026 });
    client.start({ method: 'GET', path: '/api/mfl/lineup' }, { leagueId: '1', week: 3, year: 2026 });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await client.call(roster, { leagueId: '1', week: 3, year: 2026 })).toEqual({ players: ['roster'] });
    expect(await client.call(lineup, { leagueId: '1', week: 3, year: 2026 })).toEqual({ players: ['lineup'] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Taken once: the next call asks again.
    await client.call(roster, { leagueId: '1', week: 3, year: 2026 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('another request (another week) is asked for itself', async () => {
    const { client, fetchMock } = counting();
    client.start({ method: 'POST', path: '/api/mfl/roster' }, { leagueId: '1', week: 3, year: 2026 });
    await client.call(roster, { leagueId: '1', week: 4, year: 2026 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(fetchMock.mock.calls[1][1]?.body))).toEqual({ leagueId: '1', week: 4, year: 2026 });
  });

  it('is not taken by another user, nor after STARTED_READ_MS', async () => {
    let token = 'first-user';
    const { client, fetchMock } = counting(() => token);
    client.start({ method: 'POST', path: '/api/mfl/roster' }, { leagueId: '1' });
    token = 'second-user';
    await client.call(roster, { leagueId: '1' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(new Headers(fetchMock.mock.calls[1][1]?.headers).get('Authorization')).toBe('Bearer second-user');

    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    try {
      client.start({ method: 'POST', path: '/api/mfl/roster' }, { leagueId: '2' });
      vi.setSystemTime(Date.now() + STARTED_READ_MS + 1);
      await client.call(roster, { leagueId: '2' });
      expect(fetchMock).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a started read's failure reaches the call that takes it, and one nobody takes fails quietly", async () => {
    const { client, fetchMock } = clientWith(json({ error: 'Access denied' }, 403, 'Forbidden'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      client.start({ method: 'POST', path: '/api/mfl/roster' }, { leagueId: '1' });
      client.start({ method: 'POST', path: '/api/mfl/roster' }, { leagueId: 'never-called' });
      const error = await failure(client.call(roster, { leagueId: '1' }));
      expect([error.status, error.message]).toEqual([403, 'Access denied']);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
