// The league views' direct read on a real PostgreSQL (every migration applied): one statement
// takes the caller's role and claims and then calls the read function, so the function runs as the
// caller (row level security, auth.uid()) and never as the connection's own role, also with many
// callers' reads sharing the pool's connections at once.
import assert from "node:assert/strict";
import { startDbStack } from "../../../../local/testing/league-db-stack.ts";
import type { Caller } from "../auth.ts";
import { signHs256 } from "../jwt.ts";
import { withDirectView } from "./direct-league-view.ts";

Deno.test({
  name: "direct league view: the read function runs as the caller, one statement per read",
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const db = await startDbStack();
    try {
      Deno.env.set("SUPABASE_DB_URL", db.dbUrl);
      // A read function of the views' shape that says who it ran as.
      await db.sql(`
        create function public.league_view_whoami(p_league_id text, p_year integer, p_limit integer default null)
        returns jsonb language plpgsql stable as $$
        begin
          return jsonb_build_object('membership', null, 'sync', null, 'franchises', null, 'rows',
            jsonb_build_object('role', current_user, 'uid', auth.uid(), 'league', p_league_id, 'year', p_year));
        end $$;
        grant execute on function public.league_view_whoami(text, integer, integer) to authenticated;`);
      const callerFor = async (userId: string): Promise<Caller> => ({
        userId,
        email: null,
        role: "authenticated",
        sessionId: null,
        jwt: await signHs256({ sub: userId, role: "authenticated", exp: Math.floor(Date.now() / 1000) + 600 }, db.jwtSecret),
      });
      const users = ["00000000-0000-4000-8000-00000000000a", "00000000-0000-4000-8000-00000000000b"];
      const callers = await Promise.all(users.map(callerFor));
      const noRest = () => {
        throw new Error("the direct connection is configured: no REST reader");
      };
      // Forty reads of two callers at once over the pool's four connections: each as its own caller.
      const reads = await Promise.all(Array.from({ length: 40 }, (_, i) => {
        const caller = callers[i % 2];
        return withDirectView(noRest, caller).view("league_view_whoami", "61408", 2026).then((snap) => ({ asked: caller.userId, rows: snap.rows }));
      }));
      for (const read of reads) {
        assert.deepEqual(read.rows, { role: "authenticated", uid: read.asked, league: "61408", year: 2026 });
      }
      // Only a league view's read function can be named.
      await assert.rejects(() => withDirectView(noRest, callers[0]).view("pg_sleep", "61408", 2026), /not a league view read function/);
    } finally {
      Deno.env.delete("SUPABASE_DB_URL");
      await db.stop();
    }
  },
});
