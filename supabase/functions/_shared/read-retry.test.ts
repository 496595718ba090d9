import assert from "node:assert/strict";
import { POSTGREST_RETRY_DELAY_MS, readRetryingFetch, retryReadOnConnectionFailure, RETRY_DELAY_MS } from "./read-retry.ts";
import { silenceConsole } from "../_testing/helpers.ts";

const REST = "http://db.test/rest/v1";
type Answer = Response | Error;

/** A base fetch answering from `answers` in turn; records what was sent and how long was waited. */
function scripted(...answers: Answer[]) {
  const sent: { method: string; url: string; body: string | null }[] = [];
  const waits: number[] = [];
  const base = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    sent.push({ method: req.method, url: req.url, body: req.body ? await req.text() : null });
    const answer = answers.shift() ?? new Response("[]", { status: 200 });
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const fetch = readRetryingFetch(base, (ms) => {
    waits.push(ms);
    return Promise.resolve();
  });
  return { fetch, sent, waits };
}

const postgrest = (status: number, code: string) => new Response(JSON.stringify({ code, message: "m", details: null, hint: null }), { status });
const ok = () => new Response("[]", { status: 200 });
const quietly = <T>(run: () => Promise<T>) => silenceConsole("warn", run).then(({ result }) => result);

Deno.test("a read PostgREST answered with a connection failure is sent once more, a second later", async () => {
  for (const [status, code] of [[503, "57P01"], [503, "PGRST001"], [503, "PGRST002"], [504, "PGRST003"], [503, "08006"]] as const) {
    const { fetch, sent, waits } = scripted(postgrest(status, code), ok());
    const res = await quietly(() => fetch(`${REST}/system_settings?select=key`, { method: "GET" }));
    assert.equal(res.status, 200, code);
    assert.equal(sent.length, 2, code);
    assert.deepEqual(waits, [POSTGREST_RETRY_DELAY_MS], code);
  }
});

Deno.test("once only: a read that fails again is answered with that failure", async () => {
  const { fetch, sent } = scripted(postgrest(503, "57P01"), postgrest(503, "PGRST002"), ok());
  const res = await quietly(() => fetch(`${REST}/player_audit_log`, { method: "GET" }));
  assert.equal(res.status, 503);
  assert.equal((await res.json()).code, "PGRST002");
  assert.equal(sent.length, 2);
});

Deno.test("a read-only rpc (POST) is retried with the same body; an rpc that writes never is", async () => {
  const read = scripted(postgrest(503, "57P01"), ok());
  const body = JSON.stringify({ p_q: "smith" });
  assert.equal((await quietly(() => read.fetch(`${REST}/rpc/admin_players_list`, { method: "POST", body }))).status, 200);
  assert.deepEqual(read.sent.map((s) => s.body), [body, body]);

  for (const path of ["rpc/upstream_claim", "rpc/admin_add_player_alias", "user_leagues"]) {
    const write = scripted(postgrest(503, "57P01"), ok());
    const res = await write.fetch(`${REST}/${path}`, { method: "POST", body });
    assert.equal(res.status, 503, path);
    assert.equal(write.sent.length, 1, path);
    const lost = scripted(new TypeError("fetch failed"), ok());
    await assert.rejects(() => lost.fetch(`${REST}/${path}`, { method: "POST", body }), /fetch failed/);
    assert.equal(lost.sent.length, 1, path);
  }
});

Deno.test("what is not a connection failure is answered at once: the database's refusals, its errors, success", async () => {
  for (const answer of [postgrest(400, "22P05"), postgrest(409, "23505"), postgrest(500, "XX000"), postgrest(404, "PGRST205"), ok()]) {
    const { fetch, sent } = scripted(answer, ok());
    const res = await fetch(`${REST}/players?select=*`, { method: "GET" });
    assert.equal(res.status, answer.status);
    assert.equal(sent.length, 1);
  }
});

Deno.test("a read that got no answer is sent once more after a short pause; twice no answer throws", async () => {
  const once = scripted(new TypeError("connection reset"), ok());
  assert.equal((await quietly(() => once.fetch(`${REST}/players`))).status, 200);
  assert.deepEqual(once.waits, [RETRY_DELAY_MS]);
  const twice = scripted(new TypeError("connection reset"), new TypeError("connection refused"));
  await assert.rejects(() => quietly(() => twice.fetch(`${REST}/players`)), /connection refused/);
  assert.equal(twice.sent.length, 2);
});

Deno.test("auth's reads: a bare 5xx (GoTrue's answer to a database failure) is retried; its 4xx and writes are not", async () => {
  const user = scripted(new Response(JSON.stringify({ code: 500, error_code: "unexpected_failure" }), { status: 500 }), ok());
  assert.equal((await quietly(() => user.fetch("http://db.test/auth/v1/user", { method: "GET" }))).status, 200);
  assert.deepEqual(user.waits, [RETRY_DELAY_MS]);
  const refused = scripted(new Response("{}", { status: 401 }), ok());
  assert.equal((await refused.fetch("http://db.test/auth/v1/user")).status, 401);
  const token = scripted(new Response("{}", { status: 500 }), ok());
  assert.equal((await token.fetch("http://db.test/auth/v1/token?grant_type=password", { method: "POST", body: "{}" })).status, 500);
  assert.equal(token.sent.length, 1);
});

Deno.test("an aborted read is not retried", async () => {
  const controller = new AbortController();
  controller.abort();
  const { fetch, sent } = scripted(new DOMException("aborted", "AbortError"), ok());
  await assert.rejects(() => fetch(`${REST}/players`, { signal: controller.signal }), /aborted/);
  assert.equal(sent.length, 1);
});

Deno.test("the direct connection: a read that failed at the connection is tried once more; a refusal is not", async () => {
  const attempts: string[] = [];
  const failing = (code: string) => () => {
    attempts.push(code);
    return Promise.reject(Object.assign(new Error(code), { code }));
  };
  const waits: number[] = [];
  const wait = (ms: number) => (waits.push(ms), Promise.resolve());
  let first = true;
  const recovers = () => first ? (first = false, failing("57P01")()) : Promise.resolve("view");
  assert.equal(await quietly(() => retryReadOnConnectionFailure(recovers, wait)), "view");
  assert.deepEqual(waits, [RETRY_DELAY_MS]);
  await assert.rejects(() => quietly(() => retryReadOnConnectionFailure(failing("CONNECTION_CLOSED"), wait)), /CONNECTION_CLOSED/);
  assert.deepEqual(attempts, ["57P01", "CONNECTION_CLOSED", "CONNECTION_CLOSED"]);
  await assert.rejects(() => retryReadOnConnectionFailure(failing("22P05"), wait), /22P05/);
  assert.equal(attempts.length, 4, "a refusal is not tried again");
});
