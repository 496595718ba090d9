import { validateCookieResponseSchema } from '@contracts/mfl-validate-cookie.ts';
import { api, parseResponse } from '@/lib/api-client';

/**
 * POST /api/mfl/validate-cookie: asks MFL whether the stored session still works (the server
 * moves the stored expiry to now when MFL rejects it). Spec 01 §8: a failed check answers false.
 */
export async function validateStoredCookie(): Promise<boolean> {
  try {
    const body = await api.post<unknown>('/api/mfl/validate-cookie', {});
    return parseResponse(validateCookieResponseSchema, body).valid;
  } catch {
    return false;
  }
}
