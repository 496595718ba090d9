/** The gateway's own Postgres connection (superuser, as GoTrue's and pg_net's workers are). */
import postgres from "npm:postgres@3.4.7";
import { dbUrl, type PlatformConfig } from "../config.ts";

export type Sql = postgres.Sql;

/**
 * `fetch_types: false`: postgres.js would otherwise read the array types on every new connection
 * and drop that query's promise, so a connection that dies at birth (a database blip) becomes an
 * unhandled rejection that ends the whole process. The gateway reads no array columns.
 */
export function connectDb(cfg: PlatformConfig, max = 5): Sql {
  return postgres(dbUrl(cfg), { max, onnotice: () => {}, idle_timeout: 30, connect_timeout: 10, fetch_types: false });
}

export { postgres };

/** Values we built from JSON (metadata objects) as postgres.js's JSON parameter type. */
export function jsonValue(v: unknown): postgres.JSONValue {
  return v as postgres.JSONValue;
}
