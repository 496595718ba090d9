import type { ApiClient } from '@/lib/api-client';

type Answer = (path: string, body: unknown) => unknown;

/**
 * Stand-in for `api` of `@/lib/api-client` (the module boundary of every fetcher). Plain async
 * functions rather than vi.fn(): a vi.fn whose implementation throws fails the test under vitest 5
 * even when the caller handles the error. Use:
 *   vi.mock('@/lib/api-client', async (importOriginal) =>
 *     (await import('@/test/api-mock')).mockApiModule(await importOriginal()));
 * then `apiMock.answer = (path, body) => …` (throw to fail) and read `apiMock.calls`.
 */
export const apiMock = {
  calls: [] as { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body: unknown }[],
  answer: (() => ({})) as Answer,
  reset() {
    this.calls.length = 0;
    this.answer = () => ({});
  },
};

export function mockApiModule<M extends { api: ApiClient }>(actual: M): M {
  const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body: unknown): Promise<T> => {
    apiMock.calls.push({ method, path, body });
    return (await apiMock.answer(path, body)) as T;
  };
  return {
    ...actual,
    api: {
      ...actual.api,
      get: <T>(path: string, query?: unknown) => call<T>('GET', path, query),
      post: <T>(path: string, body?: unknown) => call<T>('POST', path, body ?? {}),
      put: <T>(path: string, body: unknown) => call<T>('PUT', path, body),
      del: <T>(path: string, body?: unknown) => call<T>('DELETE', path, body ?? {}),
    },
  };
}
