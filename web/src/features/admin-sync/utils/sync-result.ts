import { SYNC_FAILED, type SyncItem, type SyncJob, syncOperations, type SyncOperation, type SyncResponse } from '@contracts/admin-sync.ts';
import { ApiError } from '@/lib/api-client';

/** What the result dialog shows (spec 02 §4: success or failure; §8: the error plus details or the HTTP status). */
export interface SyncResult {
  operation: string;
  success: boolean;
  title: string;
  message: string;
  error?: string;
  /** The leagues (or the one item) that failed or were skipped. */
  problems: SyncItem[];
  /** Shown when there are no details to say why. */
  httpStatus?: number;
  job?: SyncJob;
}

export function operationLabel(operation: string): string {
  return syncOperations[operation as SyncOperation]?.label ?? operation;
}

/** A sync call's answer, or a job the page watched end (the same answer: syncAnswer of the contract). */
export function resultOf(answer: SyncResponse): SyncResult {
  const label = operationLabel(answer.job.operation);
  return {
    operation: answer.job.operation,
    success: answer.success,
    title: answer.success ? `${label} sync complete` : SYNC_FAILED,
    message: answer.message,
    ...(answer.error ? { error: answer.error } : {}),
    problems: answer.details.filter((d) => d.status !== 'synced'),
    job: answer.job,
  };
}

/** A sync call that failed: the server's error, with its running job (409) or the HTTP status. */
export function resultOfError(operation: SyncOperation, error: unknown): SyncResult {
  const status = error instanceof ApiError ? error.status : undefined;
  const body = error instanceof ApiError && typeof error.body === 'object' && error.body !== null ? (error.body as Record<string, unknown>) : null;
  const details = Array.isArray(body?.details) ? (body.details as SyncItem[]) : [];
  return {
    operation,
    success: false,
    title: SYNC_FAILED,
    message: `${operationLabel(operation)} could not be synced.`,
    error: error instanceof Error ? error.message : String(error),
    problems: details.filter((d) => d.status !== 'synced'),
    ...(details.length === 0 && status ? { httpStatus: status } : {}),
  };
}
