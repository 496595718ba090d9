// Tests only: a real database stack on the scratch ports — PostgreSQL 15 with every migration,
// PostgREST 12, and a /rest/v1 prefix in front of it as the gateway has (the functions verify user
// tokens themselves and judge their sessions in the database: no auth server is asked) — so the
// league function's supabase-js clients, RLS and rpc run exactly as deployed. Data dir .local/scratch-league.
import { ANON_KEY, dbUrl, JWT_SECRET, platformConfig, portsFrom, ROOT, SERVICE_ROLE_KEY } from "../config.ts";
import { startPostgrest } from "../gateway/postgrest.ts";
import { applyDatabase, ensureCluster, startPostgres } from "../postgres/mod.ts";
import { psql } from "../postgres/psql.ts";

/** Above Linux's ephemeral range, as every stack of `npm test` (local/config.ts); override with LEAGUE_TEST_PORT_BASE. */
const PORT_BASE = Number(Deno.env.get("LEAGUE_TEST_PORT_BASE") ?? 62721);

export const STACK = platformConfig("test", { ...portsFrom(PORT_BASE), dataDir: `${ROOT}/.local/scratch-league` });

export interface DbStack {
  /** SUPABASE_URL for supabase-js (the /rest/v1 proxy). */
  url: string;
  /** SUPABASE_DB_URL: the direct connection functions may use. */
  dbUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  sql(statement: string): Promise<void>;
  stop(): Promise<void>;
}

/** A fresh cluster (reset each run, ~4 s) so the migrations under test are the ones applied. */
export async function startDbStack(): Promise<DbStack> {
  await ensureCluster(STACK, { reset: true });
  const pg = await startPostgres(STACK);
  const stops: (() => Promise<void>)[] = [() => pg.stop()];
  try {
    await applyDatabase(STACK);
    const rest = await startPostgrest(STACK);
    stops.unshift(() => rest.stop());
    const upstream = `http://${STACK.host}:${STACK.restPort}`;
    const proxy = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
      const url = new URL(req.url);
      if (!url.pathname.startsWith("/rest/v1/")) return new Response("not found", { status: 404 });
      const target = `${upstream}${url.pathname.slice("/rest/v1".length)}${url.search}`;
      const body = req.method === "GET" || req.method === "HEAD" ? undefined : await req.arrayBuffer();
      const res = await fetch(target, { method: req.method, headers: req.headers, body });
      return new Response(res.body, { status: res.status, headers: res.headers });
    });
    stops.unshift(() => proxy.shutdown());
    return {
      url: `http://127.0.0.1:${proxy.addr.port}`,
      dbUrl: dbUrl(STACK),
      anonKey: ANON_KEY,
      serviceRoleKey: SERVICE_ROLE_KEY,
      jwtSecret: JWT_SECRET,
      async sql(statement) {
        const r = await psql(STACK, [{ sql: statement }]);
        if (r.code !== 0) throw new Error(`SQL failed: ${r.stderr}`);
      },
      async stop() {
        for (const stop of stops) await stop().catch((e) => console.error(String(e)));
      },
    };
  } catch (error) {
    for (const stop of stops) await stop().catch(() => {});
    throw error;
  }
}
