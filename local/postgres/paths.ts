/** Where a profile's cluster lives inside its data folder. */
import type { PlatformConfig } from "../config.ts";

export function clusterPaths(cfg: PlatformConfig) {
  return {
    pgdata: `${cfg.dataDir}/pg`,
    socketDir: `${cfg.dataDir}/pg-run`,
    logFile: `${cfg.dataDir}/postgres.log`,
    /** Written when the cluster is created; applyDatabase seeds and removes it. */
    seedMarker: `${cfg.dataDir}/pg/.seed-pending`,
  };
}
