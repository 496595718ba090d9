// A database that drops its connections, for real: PostgreSQL whose backends are terminated
// (pg_terminate_backend, 57P01) under the product's handlers, PostgREST and the direct connection
// (_testing/admin-sync-stack.ts). A momentary drop costs no read an error (each is retried once);
// during a sustained blip every read that still fails is a 503 with Retry-After, never a bare one;
// and the rpcs that may be sent twice are exactly the read-only functions the code calls.
import assert from "node:assert/strict";
import postgres from "npm:postgres@3.4.7";
import { READ_ONLY_RPCS } from "./read-retry.ts";
import { silenceConsole } from "../_testing/helpers.ts";
import type { Answer } from "../_testing/league-stack.ts";
import { type AdminSyncStack, withAdminSyncStack } from "../_testing/admin-sync-stack.ts";
import { blipDatabase, dropConnections } from "../../../local/testing/db-blip.ts";

/** Identity rpcs (POST, read-only), table reads (GET) and a league view (the direct connection). */
const READS = ["/admin/players-list?q=smith", "/admin/settings", "/admin/player-audit?limit=20", "/admin/identity-summary", "/league-standings?leagueId=61408"];

async function readAll(stack: AdminSyncStack): Promise<(Answer & { read: string })[]> {
  return await Promise.all(READS.map(async (read) => ({ read, ...(read.startsWith("/admin/") ? await stack.call("GET", read) : await stack.get(read)) })));
}

/** Two readers going through READS again and again while `disrupt` runs; every answer they got. */
async function whileReading(stack: AdminSyncStack, disrupt: () => Promise<void>): Promise<(Answer & { read: string })[]> {
  const answers: (Answer & { read: string })[] = [];
  let reading = true;
  const readers = Array.from({ length: 2 }, async () => {
    while (reading) answers.push(...await readAll(stack));
  });
  try {
    await disrupt();
  } finally {
    reading = false;
    await Promise.all(readers);
  }
  return answers;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** PostgREST reconnects and reloads its schema cache within about a second of a drop. */
const RECOVERY_MS = 3_000;
/** How long every read may take to answer again after a blip, on a loaded machine. */
const RECOVERY_DEADLINE_MS = 20_000;

Deno.test({
  name: "a database that drops its connections: reads retried once, every 503 with Retry-After",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: (t) =>
    withAdminSyncStack(async (stack) => {
      assert.equal((await stack.post("/admin/backfill-players-master")).status, 200);
      await t.step("warm: every read answers (the standings fetched from MFL once)", async () => {
        for (const a of await readAll(stack)) assert.equal(a.status, 200, `${a.read}: ${JSON.stringify(a.body)}`);
      });

      await t.step("a momentary drop under reads in flight: every read succeeds, the ones it broke retried once", async () => {
        const { result: answers, logged } = await silenceConsole("warn", () =>
          whileReading(stack, async () => {
            await pause(300);
            await dropConnections(stack.db.dbUrl);
            await pause(2_500);
          })
        );
        for (const a of answers) assert.equal(a.status, 200, `${a.read}: ${JSON.stringify(a.body)}`);
        const retried = logged.filter((line) => /trying once more/.test(String(line[0]))).length;
        assert.ok(retried > 0, "the drop broke reads in flight, which were retried");
        console.log(`${answers.length} reads, ${retried} of them met the dropped connections and were retried, all answered`);
      });

      await t.step("a 2 s blip: what still fails is a 503 with Retry-After, nothing else; then every read answers again", async () => {
        await pause(RECOVERY_MS);
        let dropped = 0;
        const answers = await whileReading(stack, async () => {
          dropped = await blipDatabase(stack.db.dbUrl, { durationMs: 2_000 });
        });
        assert.ok(dropped > 5, `${dropped} connections dropped`);
        const failed = answers.filter((a) => a.status !== 200);
        for (const a of failed) {
          assert.equal(a.status, 503, `${a.read}: HTTP ${a.status} ${JSON.stringify(a.body)}`);
          assert.match(a.body.error, /: try again shortly$/);
          assert.equal(a.headers.get("Retry-After"), "2", a.read);
        }
        console.log(`${answers.length} reads in the blip: ${failed.length} 503 (each with Retry-After), ${answers.length - failed.length} answered`);
        // PostgREST reloads its schema cache after the blip (PGRST002 until then): about a second
        // alone, several under a whole npm test's load.
        const deadline = Date.now() + RECOVERY_DEADLINE_MS;
        let after = await readAll(stack);
        while (after.some((a) => a.status !== 200) && Date.now() < deadline) {
          await pause(500);
          after = await readAll(stack);
        }
        for (const a of after) assert.equal(a.status, 200, `${a.read} ${RECOVERY_DEADLINE_MS / 1000} s after the blip: ${JSON.stringify(a.body)}`);
      });

      await t.step("READ_ONLY_RPCS are the read-only (stable) functions the code calls: none can write", async () => {
        const sql = postgres(stack.db.dbUrl, { max: 1, fetch_types: false, onnotice: () => {} });
        try {
          const functions = await sql<{ name: string; volatility: string }[]>`
            select p.proname as name, p.provolatile as volatility
            from pg_proc p join pg_namespace n on n.oid = p.pronamespace
            where n.nspname = 'public'`;
          const volatility = new Map(functions.map((f) => [f.name, f.volatility]));
          for (const rpc of READ_ONLY_RPCS) {
            assert.ok(["s", "i"].includes(volatility.get(rpc) ?? ""), `${rpc} is listed as read-only but is ${volatility.get(rpc) ?? "missing"}`);
          }
          const called = await calledNames(new Set(volatility.keys()));
          const stableCalled = [...called].filter((name) => volatility.get(name) !== "v").sort();
          assert.deepEqual(stableCalled, [...READ_ONLY_RPCS].sort(), "a stable rpc the functions call belongs in READ_ONLY_RPCS (read-retry.ts)");
        } finally {
          await sql.end({ timeout: 1 });
        }
      });
    }),
});

/** The public functions the deployed code names (an rpc is called by its name as a string). */
async function calledNames(functions: Set<string>): Promise<Set<string>> {
  const root = new URL("../", import.meta.url);
  const called = new Set<string>();
  const visit = async (dir: URL) => {
    for await (const entry of Deno.readDir(dir)) {
      if (entry.isDirectory && entry.name !== "_testing") await visit(new URL(`${entry.name}/`, dir));
      if (!entry.isFile || !entry.name.endsWith(".ts") || entry.name.endsWith(".test.ts")) continue;
      const source = await Deno.readTextFile(new URL(entry.name, dir));
      for (const [, name] of source.matchAll(/"([a-z_0-9]+)"/g)) if (functions.has(name)) called.add(name);
    }
  };
  await visit(root);
  return called;
}
