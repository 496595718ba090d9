/**
 * Brings the cluster's schema up to date: the local platform shim (re-runnable, applied every
 * time), then each not yet applied `supabase/migrations/*.sql` in name order, each in one
 * transaction together with its row in supabase_migrations.schema_migrations (the table the
 * Supabase CLI uses), then `supabase/seed.sql` once after the cluster was created or reset.
 */
import { type PlatformConfig, ROOT } from "../config.ts";
import { exists } from "./exec.ts";
import { clusterPaths } from "./paths.ts";
import { psql, psqlValue } from "./psql.ts";
import { sqlErrorSentence } from "./sql-error.ts";

export const SHIM_DIR = `${ROOT}/local/postgres/shim`;

export interface ApplyOptions {
  /** Folder of the migrations (default supabase/migrations). */
  migrationsDir?: string;
  /** Seed file (default supabase/seed.sql); applied only on a freshly created cluster. */
  seedFile?: string;
  shimDir?: string;
}

const BOOKKEEPING = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  applied_at timestamptz not null default now()
);`;

async function sqlFiles(dir: string, suffix = ".sql"): Promise<string[]> {
  const names: string[] = [];
  try {
    for await (const e of Deno.readDir(dir)) if (e.isFile && e.name.endsWith(suffix)) names.push(e.name);
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return [];
    throw e;
  }
  return names.sort();
}

function quote(s: string): string {
  return `'${s.replaceAll("'", "''")}'`;
}

/** `20261121100000_core_schema.sql` → version `20261121100000`, name `core_schema`. */
export function migrationVersion(fileName: string): { version: string; name: string } {
  const base = fileName.replace(/\.sql$/, "");
  const i = base.indexOf("_");
  return i > 0 ? { version: base.slice(0, i), name: base.slice(i + 1) } : { version: base, name: base };
}

export async function applyDatabase(cfg: PlatformConfig, opts: ApplyOptions = {}): Promise<{ applied: string[] }> {
  const migrationsDir = opts.migrationsDir ?? `${ROOT}/supabase/migrations`;
  const seedFile = opts.seedFile ?? `${ROOT}/supabase/seed.sql`;
  const shimDir = opts.shimDir ?? SHIM_DIR;

  const shim = (await sqlFiles(shimDir)).map((n) => ({ file: `${shimDir}/${n}` }));
  const r = await psql(cfg, [...shim, { sql: BOOKKEEPING }], { single: true });
  if (r.code !== 0) throw new Error(sqlErrorSentence("Platform shim", shimDir, r.stderr, ROOT));

  const done = new Set(
    (await psqlValue(cfg, "select version from supabase_migrations.schema_migrations")).split("\n").filter(Boolean),
  );
  const applied: string[] = [];
  for (const name of await sqlFiles(migrationsDir)) {
    const { version, name: what } = migrationVersion(name);
    if (done.has(version)) continue;
    const file = `${migrationsDir}/${name}`;
    const m = await psql(cfg, [
      { file },
      { sql: `insert into supabase_migrations.schema_migrations (version, name) values (${quote(version)}, ${quote(what)})` },
    ], { single: true });
    if (m.code !== 0) throw new Error(sqlErrorSentence("Migration", file, m.stderr, ROOT, await Deno.readTextFile(file)));
    applied.push(name);
  }

  const { seedMarker } = clusterPaths(cfg);
  if (await exists(seedMarker)) {
    if (await exists(seedFile)) {
      const s = await psql(cfg, [{ file: seedFile }], { single: true });
      if (s.code !== 0) throw new Error(sqlErrorSentence("Seed", seedFile, s.stderr, ROOT, await Deno.readTextFile(seedFile)));
    }
    await Deno.remove(seedMarker);
  }

  await psql(cfg, [{ sql: "notify pgrst, 'reload schema'" }]);
  return { applied };
}
