/** The local PostgreSQL of the platform: cluster, schema, pgTAP. */
export { ensureCluster, startPostgres, stopPostgres } from "./cluster.ts";
export { applyDatabase, type ApplyOptions, migrationVersion } from "./apply.ts";
export { runPgProve } from "./prove.ts";
export { parsePsqlError, sqlErrorSentence } from "./sql-error.ts";
