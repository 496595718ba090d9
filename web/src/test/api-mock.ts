import type { z } from 'zod';
import type { Endpoint } from '@contracts/endpoint.ts';
import type { ApiClient, parseResponse } from '@/lib/api-client';

type Answer = (path: string, body: unknown) => unknown;

/**
 * Stand-in for `api` of `@/lib/api-client` (the module boundary of every fetcher). Plain async
 * functions rather than vi.fn(): a vi.fn whose implementation throws fails the test under vitest 5
 * even when the caller handles the error. Use:
 *   vi.mock('@/lib/api-client', async (importOriginal) =>
 *     (await import('@/test/api-mock')).mockApiModule(await importOriginal()));
 * then `apiMock.answer = (path, body) => …` (throw to fail) and read `apiMock.calls` (a GET's
 * `body` is its query). Answers are read through the endpoint's response schema, as the client does.
 */
export const apiMock = {
  calls: [] as { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body: unknown }[],
  answer: (() => ({})) as Answer,
  reset() {
    this.calls.length = 0;
    this.answer = () => ({});
  },
};

export function mockApiModule<M extends { api: ApiClient; parseResponse: typeof parseResponse }>(actual: M): M {
  const api: ApiClient = {
    call: async <E extends Endpoint>(endpoint: E, input: z.input<E['request']>) => {
      apiMock.calls.push({ method: endpoint.method, path: endpoint.path, body: input });
      return actual.parseResponse(endpoint.response, await apiMock.answer(endpoint.path, input)) as z.output<E['response']>;
    },
    // A read started ahead is asked when its call comes: the mock answers calls.
    start: () => undefined,
  };
  return { ...actual, api };
}
