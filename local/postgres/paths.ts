/** Where a profile's cluster lives inside its data folder. */
import type { PlatformConfig } from "../config.ts";

/** Unix socket paths are limited to 107 bytes; a deep checkout falls back to /tmp. */
function socketDirFor(cfg: PlatformConfig): string {
  const inside = `${cfg.dataDir}/pg-run`;
  return `${inside}/.s.PGSQL.${cfg.dbPort}.lock`.length <= 100 ? inside : `/tmp/local-pg-${cfg.dbPort}`;
}

export function clusterPaths(cfg: PlatformConfig) {
  return {
    pgdata: `${cfg.dataDir}/pg`,
    socketDir: socketDirFor(cfg),
    logFile: `${cfg.dataDir}/postgres.log`,
    /** Written when the cluster is created; applyDatabase seeds and removes it. */
    seedMarker: `${cfg.dataDir}/pg/.seed-pending`,
  };
}
