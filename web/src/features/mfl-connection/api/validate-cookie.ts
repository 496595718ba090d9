import type { FetchQueryOptions } from '@tanstack/react-query';
import { MFL_SESSION_RECHECK_MS, validateCookieEndpoint } from '@contracts/mfl-validate-cookie.ts';
import { api } from '@/lib/api-client';

/**
 * POST /api/mfl/validate-cookie: asks the server whether MFL still accepts the stored session (the
 * server asks MFL at most every MFL_SESSION_RECHECK_MS per user, and moves the stored expiry to
 * now when MFL rejects it). Spec 01 §8: a failed check answers false.
 */
export async function validateStoredCookie(): Promise<boolean> {
  try {
    return (await api.call(validateCookieEndpoint, {})).valid;
  } catch {
    return false;
  }
}

export const mflSessionKeys = {
  check: (userId: string) => ['mfl-session', 'check', userId] as const,
};

/**
 * The check per user, kept as long as the server keeps MFL's answer: asking sooner learns nothing
 * new. A plain object, not react-query's queryOptions(): this module's import of react-query moved
 * a piece of zod into the chunk /login loads (the bundler's grouping; first-screen-bundle.test.ts).
 */
export function mflSessionCheckQueryOptions(userId: string): FetchQueryOptions<boolean, Error, boolean, readonly string[]> {
  return {
    queryKey: mflSessionKeys.check(userId),
    queryFn: validateStoredCookie,
    staleTime: MFL_SESSION_RECHECK_MS,
    retry: false,
  };
}
