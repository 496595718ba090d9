import { ApiError } from '@/lib/api-client';

/**
 * The queries' retry rule: one more try after a network error or a 5xx; a 4xx (e.g. 'Access denied
 * to league') is an answer, not an accident, and is final.
 */
export function retryTransient(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
