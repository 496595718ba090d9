import { AppError, databaseError } from "../_shared/errors.ts";
import type { SupabaseClient } from "../_shared/supabase.ts";

/** What the player identity endpoints need: a client acting as the caller, so the database itself
 * checks admin rights and names the admin in the audit row it writes with every change. */
export interface IdentityDeps {
  userDb(jwt: string): SupabaseClient;
}

interface RpcFailure {
  code?: string;
  message?: string;
  details?: string | null;
}

/**
 * Calls one of the identity functions (migration 20261124120000). Their refusals arrive as
 * PT400/PT404/PT409 (PostgREST answers PTxyz with status xyz) and 42501, and leave here as the
 * matching AppError with the function's own sentence; a 409 carries the player that holds the id.
 */
export async function identityRpc<T>(db: SupabaseClient, fn: string, args: Record<string, unknown>, context: string): Promise<T> {
  const { data, error } = await db.rpc(fn, args);
  if (error) throw identityError(error, context);
  return data as T;
}

export function identityError(error: RpcFailure, context: string): AppError {
  const message = error.message ?? context;
  switch (error.code) {
    case "PT400":
      return new AppError("bad_request", `Invalid request: ${message}`);
    case "PT404":
      return new AppError("not_found", message);
    case "PT409":
      return new AppError("conflict", message, { conflict: parseDetails(error.details) });
    case "42501":
      return new AppError("forbidden", "Admin access required");
    default:
      return databaseError(context, error);
  }
}

function parseDetails(details: string | null | undefined): Record<string, unknown> | undefined {
  if (!details) return undefined;
  try {
    const value = JSON.parse(details);
    return value && typeof value === "object" ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A select through the caller's client; RLS shows admins everything, others nothing. */
export async function identitySelect<T>(
  query: PromiseLike<{ data: unknown; error: RpcFailure | null }>,
  context: string,
): Promise<T> {
  const { data, error } = await query;
  if (error) throw identityError(error, context);
  return data as T;
}
