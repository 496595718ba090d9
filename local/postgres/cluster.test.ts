/**
 * A real cluster on scratch ports (62341..) and folder (.local/scratch-db-test): create, apply,
 * re-apply, a broken migration's sentence, port conflicts, stale pid files, pgTAP.
 */
import assert from "node:assert/strict";
import { platformConfig, portsFrom, ROOT } from "../config.ts";
import { applyDatabase, ensureCluster, runPgProve, startPostgres } from "./mod.ts";
import { psqlValue } from "./psql.ts";
import { PG_BIN, run } from "./exec.ts";

async function rejection(fn: () => Promise<unknown>): Promise<Error> {
  try {
    await fn();
  } catch (e) {
    return e as Error;
  }
  throw new Error("expected a rejection");
}

const cfg = platformConfig("test", { ...portsFrom(62341), dataDir: `${ROOT}/.local/scratch-db-test` });

Deno.test("a scratch cluster: create, apply, re-apply, errors, restart, pgTAP", async (t) => {
  const t0 = performance.now();
  const { created } = await ensureCluster(cfg, { reset: true });
  assert.deepEqual(created, true);
  let pg = await startPostgres(cfg);
  try {
    await t.step("a fresh cluster gets the shim, every migration and the seed", async () => {
      const { applied } = await applyDatabase(cfg);
      const expected: string[] = [];
      for await (const e of Deno.readDir(`${ROOT}/supabase/migrations`)) if (e.name.endsWith(".sql")) expected.push(e.name);
      assert.deepEqual(applied, expected.sort());
      console.log(`initdb + start + apply: ${Math.round(performance.now() - t0)} ms`);
      assert.deepEqual(await psqlValue(cfg, "select count(*) from auth.users where email = 'admin@example.com'"), "1");
      assert.deepEqual(await psqlValue(cfg, "select is_admin from public.user_profile"), "t");
      assert.deepEqual(await psqlValue(cfg, "select extname from pg_extension where extname = 'pg_cron'"), "pg_cron");
      assert.deepEqual(await psqlValue(cfg, "show fsync"), "off");
    });

    await t.step("a second apply applies nothing and does not seed again", async () => {
      await psqlValue(cfg, "delete from auth.users where email = 'admin@example.com'");
      assert.deepEqual(await applyDatabase(cfg), { applied: [] });
      assert.deepEqual(await psqlValue(cfg, "select count(*) from auth.users"), "0");
    });

    await t.step("a broken migration fails with one sentence naming file and line, and rolls back", async () => {
      const dir = await Deno.makeTempDir({ prefix: "broken-migrations-" });
      try {
        await Deno.writeTextFile(`${dir}/20990101000000_fine.sql`, "-- fine\ncreate table public.fine (id int);\n");
        await Deno.writeTextFile(
          `${dir}/20990101000100_broken.sql`,
          "-- broken\ncreate table public.half_done (id int);\n\nselect *\n  from public.does_not_exist\n  where true;\n",
        );
        // psql alone would say line 6 (where the statement ends); the error is on line 5
        const err = await rejection(() => applyDatabase(cfg, { migrationsDir: dir }));
        assert.deepEqual(
          (err as Error).message,
          `Migration ${dir}/20990101000100_broken.sql failed at line 5: relation "public.does_not_exist" does not exist`,
        );
        assert.deepEqual(await psqlValue(cfg, "select to_regclass('public.fine') is not null, to_regclass('public.half_done') is null"), "t|t");
        assert.deepEqual(
          await psqlValue(cfg, "select string_agg(version, ',' order by version) from supabase_migrations.schema_migrations where version like '2099%'"),
          "20990101000000",
        );
      } finally {
        await Deno.remove(dir, { recursive: true });
      }
    });

    await t.step("pgTAP runs and passes", async () => {
      const r = await runPgProve(cfg);
      assert.deepEqual(r.failed, 0, r.output);
      assert.ok(r.passed > 0, r.output);
    });

    await t.step("a taken port is one clear sentence", async () => {
      const other = platformConfig("test", { ...portsFrom(62351), dataDir: cfg.dataDir });
      await pg.stop();
      const l = Deno.listen({ hostname: "127.0.0.1", port: other.dbPort });
      try {
        const err = await rejection(() => startPostgres(other));
        assert.deepEqual(
          (err as Error).message,
          `Port ${other.dbPort} is already in use: stop whatever listens there or pick another port.`,
        );
      } finally {
        l.close();
      }
    });

    await t.step("a warm start after a stale postmaster.pid (killed run) works", async () => {
      await Deno.writeTextFile(`${cfg.dataDir}/pg/postmaster.pid`, "999999\n");
      const t1 = performance.now();
      pg = await startPostgres(cfg);
      assert.deepEqual(await applyDatabase(cfg), { applied: [] });
      console.log(`warm start + apply: ${Math.round(performance.now() - t1)} ms`);
    });

    await t.step("a server left running by a killed orchestrator is taken over", async () => {
      const again = await startPostgres(cfg);
      pg = again;
      assert.deepEqual(await psqlValue(cfg, "select 1"), "1");
    });
  } finally {
    await pg.stop();
  }
  const r = await run(`${PG_BIN}/pg_isready`, ["-q", "-h", cfg.host, "-p", String(cfg.dbPort)]);
  assert.ok(r.code !== 0, "stopped");
});
