import type { z } from 'zod';
import type { Endpoint } from '@contracts/endpoint.ts';
import { resolveApiPath } from '@contracts/api-routes.ts';
import { env } from '@/config/env';
import { supabase } from '@/lib/supabase';
import { noteAnswer } from '@/pwa/offline-data';

/** The one error type every failed API call turns into (spec 01 §8). */
export class ApiError extends Error {
  /** HTTP status, or 0 when no response arrived (network failure, unknown path). */
  readonly status: number;
  /** The failed answer's JSON body, for fields beyond `error` (a 422's `problems`); undefined when it had none. */
  readonly body: unknown;

  constructor(message: string, status: number, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The request never reached the server (offline, a dropped connection): no answer to judge. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

export const UNEXPECTED_ANSWER = 'Unexpected answer from the server';

/**
 * Reads an answer through its schema. A mismatch is logged for developers and reaches the screen
 * as one sentence, never as zod's issue dump.
 */
export function parseResponse<S extends z.ZodType>(schema: S, body: unknown, status = 200): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  console.error(UNEXPECTED_ANSWER, parsed.error.issues);
  throw new ApiError(UNEXPECTED_ANSWER, status);
}

/**
 * A module a read imports while it waits for its answer (a schema that loads with the read): a
 * failed load counts only if the read gets as far as awaiting it, so a read that fails first does
 * not leave an unhandled rejection behind.
 */
export function loadQuietly<M>(load: Promise<M>): Promise<M> {
  load.catch(() => undefined);
  return load;
}

export type QueryValue = string | number | boolean | null | undefined;

/**
 * A fetcher's own text for an answer its schema refuses (the connect form's 'Login failed'): the
 * call's other failures pass unchanged.
 */
export async function unexpectedAnswerAs<T>(text: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw error instanceof ApiError && error.message === UNEXPECTED_ANSWER ? new Error(text) : error;
  }
}

export interface ApiClientConfig {
  supabaseUrl: string;
  anonKey: string;
  /** The signed-in user's access token, or null when signed out. */
  getAccessToken: () => Promise<string | null>;
  fetch?: typeof fetch;
  /** Sees every answer (the offline banner: was it the service worker's kept copy?). */
  onAnswer?: (response: Response) => void;
}

/**
 * Message rule of spec 01 §8: the server's `error` field when the body is JSON, otherwise
 * `HTTP {status}: {statusText}`.
 */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const fallback = `HTTP ${response.status}: ${response.statusText}`;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return new ApiError(fallback, response.status);
  }
  const serverError =
    typeof body === 'object' && body !== null && 'error' in body ? (body as { error: unknown }).error : undefined;
  const message = typeof serverError === 'string' && serverError.trim() !== '' ? serverError : fallback;
  return new ApiError(message, response.status, body);
}

/** `/api/...` → `${supabaseUrl}/functions/v1/<fn><path>` plus the query. */
export function buildFunctionUrl(supabaseUrl: string, apiPath: string, query?: Record<string, QueryValue>): string {
  const route = resolveApiPath(apiPath);
  if (!route) throw new ApiError(`Unknown API path: ${apiPath}`, 0);
  const url = new URL(`${supabaseUrl.replace(/\/+$/, '')}/functions/v1/${route.fn}${route.path}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** An endpoint's method and path alone, without its schemas. */
export type ApiRoute = Pick<Endpoint, 'method' | 'path'>;

/** How long a read started ahead (ApiClient.start) waits for its call. */
export const STARTED_READ_MS = 10_000;

/** The product's API as the SPA calls it: one contract's endpoint at a time (contracts/endpoint.ts). */
export interface ApiClient {
  /**
   * Its method and path, the input its request schema takes (the query of a GET, else the JSON
   * body), the answer read through its response schema.
   */
  call<E extends Endpoint>(endpoint: E, input: z.input<E['request']>, signal?: AbortSignal): Promise<z.output<E['response']>>;
  /**
   * Sends a read now, before the module holding its endpoint (its schemas) has loaded: a route's
   * loader starts its screen's reads while the screen's modules load. The first `call` of the same
   * request by the same user within STARTED_READ_MS takes its answer (read through the endpoint's
   * schema then) instead of asking again; one that never comes leaves nothing behind.
   */
  start(route: ApiRoute, input: unknown): void;
}

/** How many revalidatable answers a client keeps (a few screens' polls across leagues). */
const KEPT_ANSWERS = 64;

/**
 * The last answer of each GET that came with an ETag (the scoring polls), per token and URL: the
 * next ask sends its ETag back, and a 304 (nothing changed: the server sent no body) is answered
 * with the kept body, so a poll never leaves a screen blank whatever the browser's HTTP cache does.
 */
class KeptAnswers {
  readonly #answers = new Map<string, { etag: string; text: string }>();

  get(key: string) {
    const kept = this.#answers.get(key);
    if (kept) {
      this.#answers.delete(key);
      this.#answers.set(key, kept);
    }
    return kept;
  }

  set(key: string, etag: string, text: string): void {
    this.#answers.delete(key);
    this.#answers.set(key, { etag, text });
    while (this.#answers.size > KEPT_ANSWERS) this.#answers.delete(this.#answers.keys().next().value!);
  }

  delete(key: string): void {
    this.#answers.delete(key);
  }
}

/** A request as sent: its method, URL (a GET's query included) and body. */
function requestOf(e: ApiRoute, input: unknown, supabaseUrl: string) {
  const query = e.method === 'GET' ? (input as Record<string, QueryValue>) : undefined;
  const body = e.method === 'GET' ? undefined : (input ?? {});
  const url = buildFunctionUrl(supabaseUrl, e.path, query);
  return { url, body, key: `${e.method} ${url} ${body === undefined ? '' : JSON.stringify(body)}` };
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const kept = new KeptAnswers();
  // Reads started ahead of their call, by request: when, by whose token, and the answer coming.
  const started = new Map<string, { at: number; token: Promise<string | null>; answer: Promise<unknown> }>();

  /** The answer of a read started ahead for this request by this user, taken once; undefined when there is none. */
  async function startedAnswer(key: string): Promise<{ body: unknown } | undefined> {
    const early = started.get(key);
    if (!early) return undefined;
    started.delete(key);
    if (Date.now() - early.at > STARTED_READ_MS || (await early.token) !== (await config.getAccessToken())) return undefined;
    return { body: await early.answer };
  }

  async function request(e: ApiRoute, input: unknown, signal?: AbortSignal, revalidate = true): Promise<unknown> {
    const { url, body } = requestOf(e, input, config.supabaseUrl);
    // Functions verify a JWT; without a session the anon key (itself a JWT) is the bearer, as
    // supabase-js's functions client does.
    const token = (await config.getAccessToken()) ?? config.anonKey;
    const headers: Record<string, string> = {
      apikey: config.anonKey,
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    // Another user's kept answer is never sent back as theirs: the key holds the token.
    const keptKey = `${token} ${url}`;
    const previous = e.method === 'GET' && revalidate ? kept.get(keptKey) : undefined;
    if (previous) headers['If-None-Match'] = previous.etag;

    const doFetch = config.fetch ?? globalThis.fetch.bind(globalThis);
    let response: Response;
    try {
      response = await doFetch(url, {
        method: e.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new ApiError(`Network error: ${reason}`, 0);
    }

    config.onAnswer?.(response);
    if (response.status === 304) {
      // Unchanged since the kept answer; without one (a 304 nobody asked for), ask again plainly.
      if (previous) return parseJson(previous.text, e.path, response.status);
      if (revalidate) return request(e, input, signal, false);
      throw new ApiError(`HTTP 304: no answer from ${e.path}`, 304);
    }
    if (!response.ok) throw await errorFromResponse(response);
    if (response.status === 204) return undefined;
    const text = await response.text();
    const etag = response.headers.get('ETag');
    if (e.method === 'GET' && etag && text !== '') kept.set(keptKey, etag, text);
    else kept.delete(keptKey);
    if (text === '') return undefined;
    return parseJson(text, e.path, response.status);
  }

  function parseJson(text: string, path: string, status: number): unknown {
    try {
      return JSON.parse(text);
    } catch {
      throw new ApiError(`Invalid JSON in response from ${path}`, status);
    }
  }

  return {
    call: async <E extends Endpoint>(e: E, input: z.input<E['request']>, signal?: AbortSignal) => {
      const early = await startedAnswer(requestOf(e, input, config.supabaseUrl).key);
      return parseResponse(e.response, early ? early.body : await request(e, input, signal)) as z.output<E['response']>;
    },
    start: (route, input) => {
      const now = Date.now();
      for (const [key, early] of started) if (now - early.at > STARTED_READ_MS) started.delete(key);
      const { key } = requestOf(route, input, config.supabaseUrl);
      const answer = request(route, input);
      // A failure reaches the call that takes it; a read nobody takes fails quietly.
      answer.catch(() => undefined);
      started.set(key, { at: now, token: config.getAccessToken(), answer });
    },
  };
}

/** The app's client: the current session's token, refreshed by supabase-js when needed. */
export const api: ApiClient = createApiClient({
  supabaseUrl: env.supabaseUrl,
  anonKey: env.supabaseAnonKey,
  getAccessToken: async () => {
    const { data } = await supabase.auth.getSession();
    return data.session?.access_token ?? null;
  },
  onAnswer: noteAnswer,
});
