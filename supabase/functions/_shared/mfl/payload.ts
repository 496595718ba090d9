import { UpstreamMalformedError } from "../upstream/errors.ts";
import { isObject, type JsonObject } from "./quirks.ts";

/**
 * The payload object under `key` (`{"leagueStandings": {...}, "version": "1.0"}` → `{...}`).
 * An empty payload (`""`, `{}`) is an empty object; a missing one means the body is not what the
 * request type promises.
 */
export function payload(body: JsonObject, key: string): JsonObject {
  const value = body[key];
  if (isObject(value)) return value;
  if (value === "" ) return {};
  throw new UpstreamMalformedError(`League host answer lacks "${key}"`);
}
