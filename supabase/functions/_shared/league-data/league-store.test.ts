import assert from "node:assert/strict";
import { fakeSupabase, type RecordedCall, silenceConsole } from "../../_testing/helpers.ts";
import { WHOLE_SEASON_LIMIT } from "../contracts/league-transactions.ts";
import { supabaseReader } from "./league-store.ts";

const tx = (id: string) => ({
  id,
  transaction_date: "2026-11-20T10:00:00Z",
  transaction_type: "FREE_AGENT",
  mfl_type: "FREE_AGENT",
  franchise_id: "0001",
  franchise2_id: null,
  comments: null,
  by_commish: false,
  bid_amount: "7.00",
  transaction_assets: [],
});

function transactionsDb(stored: number) {
  const rows = Array.from({ length: stored }, (_, i) => tx(`t${i}`));
  return fakeSupabase((call: RecordedCall) => {
    const range = { "Content-Range": `0-0/${stored}` };
    if (call.method === "HEAD") return new Response(null, { status: 200, headers: range });
    const limit = Number(call.url.searchParams.get("limit") ?? rows.length);
    const counted = (call.headers.get("Prefer") ?? "").includes("count=exact");
    return new Response(JSON.stringify(rows.slice(0, limit)), {
      headers: { "Content-Type": "application/json", ...(counted ? range : {}) },
    });
  });
}

const asked = (calls: RecordedCall[]) => calls.map((c) => `${c.method} ${c.headers.get("Prefer") ?? ""}`.trim());

Deno.test("transactions: the whole season is read without any count", async () => {
  const { client, calls } = transactionsDb(3);
  const answer = await supabaseReader(client, "u").transactions("61408", 2026, WHOLE_SEASON_LIMIT);
  assert.equal(answer.rows.length, 3);
  assert.equal(answer.total, 3);
  assert.equal(answer.rows[0].bid_amount, 7);
  const all = await supabaseReader(client, "u").transactions("61408", 2026);
  assert.equal(all.total, 3);
  assert.deepEqual(asked(calls), ["GET", "GET"]);
});

Deno.test("transactions: a short page (the dashboard's 5) counts the season in the same request", async () => {
  const { client, calls } = transactionsDb(40);
  const answer = await supabaseReader(client, "u").transactions("61408", 2026, 5);
  assert.equal(answer.rows.length, 5);
  assert.equal(answer.total, 40);
  assert.deepEqual(asked(calls), ["GET count=exact"]);
});

Deno.test("transactions: a season over the cap asks one head count", async () => {
  const { client, calls } = transactionsDb(WHOLE_SEASON_LIMIT + 5);
  const answer = await supabaseReader(client, "u").transactions("61408", 2026, WHOLE_SEASON_LIMIT);
  assert.equal(answer.rows.length, WHOLE_SEASON_LIMIT);
  assert.equal(answer.total, WHOLE_SEASON_LIMIT + 5);
  assert.deepEqual(asked(calls), ["GET", "HEAD count=exact"]);
  assert.equal(calls[1].url.searchParams.get("league_id"), "eq.61408");
  assert.equal(calls[1].url.searchParams.get("year"), "eq.2026");
});

Deno.test("transactions: the head count failing is a 503 like the page read", async () => {
  const { client } = fakeSupabase((call) =>
    call.method === "HEAD"
      ? new Response(null, { status: 500 })
      : new Response(JSON.stringify(Array.from({ length: WHOLE_SEASON_LIMIT }, (_, i) => tx(`t${i}`))), {
        headers: { "Content-Type": "application/json" },
      })
  );
  await silenceConsole("error", () =>
    assert.rejects(supabaseReader(client, "u").transactions("61408", 2026, WHOLE_SEASON_LIMIT), {
      status: 503,
      message: "Counting the league transactions failed: try again shortly",
    })
  );
});
