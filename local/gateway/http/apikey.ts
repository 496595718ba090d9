/**
 * Kong's key-auth in front of /auth/v1 and /rest/v1: the `apikey` header (or query parameter)
 * must be the anon or the service-role key.
 */
import { ANON_KEY, SERVICE_ROLE_KEY } from "../../config.ts";

export function apiKeyOf(req: Request, url: URL): string | null {
  return req.headers.get("apikey") ?? url.searchParams.get("apikey");
}

/** null when the request may pass, else Kong's 401. */
export function checkApiKey(req: Request, url: URL): Response | null {
  const key = apiKeyOf(req, url);
  if (!key) return jsonMessage(401, "No API key found in request");
  if (key !== ANON_KEY && key !== SERVICE_ROLE_KEY) return jsonMessage(401, "Invalid authentication credentials");
  return null;
}

export function jsonMessage(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return new Response(JSON.stringify({ ...extra, message }), { status, headers: { "content-type": "application/json" } });
}
