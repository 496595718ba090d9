// The start-up check of the stored MFL session on a real stack (the simulator, PostgreSQL with the
// migrations, PostgREST with RLS; _testing/league-stack.ts): MFL is asked at most once per
// MFL_SESSION_RECHECK_MS per user, counted at the simulator, and a session another call found
// rejected answers expired at once without asking MFL.
import assert from "node:assert/strict";
import { MFL_SESSION_RECHECK_MS } from "../_shared/contracts/mfl-validate-cookie.ts";
import { serviceClient } from "../_shared/supabase.ts";
import { MEMBER, withLeagueStack } from "../_testing/league-stack.ts";

Deno.test({
  name: "validate-cookie asks MFL at most once per recheck interval, and never about a rejected session",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: (t) =>
    withLeagueStack(async ({ sim, mfl: call, advance }) => {
      const validate = async () => {
        sim.counters.reset();
        const { status, body } = await call("POST", "/mfl/validate-cookie", {});
        assert.equal(status, 200, JSON.stringify(body));
        return { body, mflCalls: sim.counters.total };
      };

      const untilSimulatorQuiet = async () => {
        for (let seen = -1, waited = 0; waited < 5_000; waited += 250) {
          if (sim.counters.total === seen) return;
          seen = sim.counters.total;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      };

      await t.step("the first check asks MFL and records its acceptance for the user", async () => {
        const { body, mflCalls } = await validate();
        assert.deepEqual([body.valid, body.verified, mflCalls], [true, true, 1]);
        assert.deepEqual(sim.counters.byEndpoint, { "mfl:export:myleagues": 1 });
        const { data } = await serviceClient().from("mfl_session_checks").select("confirmed_at").eq("user_id", MEMBER).single();
        assert.equal(Date.parse(data!.confirmed_at), Date.parse(body.checkedAt));
      });

      await t.step("a second check within the interval does not ask MFL (the acceptance is read from the database, as every tab and isolate reads it)", async () => {
        advance(MFL_SESSION_RECHECK_MS - 5_000);
        const { body, mflCalls } = await validate();
        assert.deepEqual([body.valid, body.verified, mflCalls], [true, true, 0]);
      });

      await t.step("once the interval has passed, MFL is asked again", async () => {
        advance(10_000);
        const { body, mflCalls } = await validate();
        assert.deepEqual([body.valid, body.verified, mflCalls], [true, true, 1]);
      });

      await t.step("MFL ends the session; the next call that asks MFL (the lineup) marks it expired, and the check says so without MFL", async () => {
        const expire = await fetch(`${sim.url}/_sim/cookies/expire`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username: "demo" }),
        });
        assert.ok((await expire.json()).expired > 0);
        // Within the interval the recorded acceptance still answers: what the interval bounds.
        assert.equal((await validate()).body.valid, true);

        const lineup = await call("GET", "/mfl/lineup?leagueId=61408");
        assert.deepEqual([lineup.status, lineup.body.mflStatus], [401, "expired"], JSON.stringify(lineup.body));
        // The lineup asks MFL several things at once and answers at the first refusal; the others
        // may still reach the simulator after it. Counting starts once they have.
        await untilSimulatorQuiet();
        const { body, mflCalls } = await validate();
        assert.deepEqual([body.valid, body.mflStatus, mflCalls], [false, "expired", 0]);
      });
    }),
});
