/** The gateway's own Postgres connection (superuser, as GoTrue's and pg_net's workers are). */
import postgres from "npm:postgres@3.4.7";
import { dbUrl, type PlatformConfig } from "../config.ts";

export type Sql = postgres.Sql;

export function connectDb(cfg: PlatformConfig, max = 5): Sql {
  return postgres(dbUrl(cfg), { max, onnotice: () => {}, idle_timeout: 30, connect_timeout: 10 });
}

export { postgres };

/** Values we built from JSON (metadata objects) as postgres.js's JSON parameter type. */
export function jsonValue(v: unknown): postgres.JSONValue {
  return v as postgres.JSONValue;
}
