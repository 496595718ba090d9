import { validateCookieEndpoint } from '@contracts/mfl-validate-cookie.ts';
import { api } from '@/lib/api-client';

/**
 * POST /api/mfl/validate-cookie: asks MFL whether the stored session still works (the server
 * moves the stored expiry to now when MFL rejects it). Spec 01 §8: a failed check answers false.
 */
export async function validateStoredCookie(): Promise<boolean> {
  try {
    return (await api.call(validateCookieEndpoint, {})).valid;
  } catch {
    return false;
  }
}
