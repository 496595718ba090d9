// The MFL login limits as an attacker and an owner meet them (issue 20, point 3), on a real stack
// (_testing/league-stack.ts: the simulator, PostgreSQL with every migration, PostgREST, the mfl
// function): one account's wrong passwords for 'solo' never keep another account out; several
// accounts guessing close 'solo' to accounts that never proved it, not to one that did; logins
// MFL accepts count nothing.
import assert from "node:assert/strict";
import { userToken } from "../_testing/helpers.ts";
import { type LeagueStack, STRANGER, withLeagueStack } from "../_testing/league-stack.ts";

const TOO_MANY = "Too many MyFantasyLeague login attempts: try again in 15 minutes";

async function account(stack: LeagueStack, n: number): Promise<string> {
  const id = `5eed0000-0000-4000-8000-00000000100${n}`;
  await stack.db.sql(`insert into auth.users (id, email, email_confirmed_at) values ('${id}', 'account${n}@test.local', now())`);
  return await userToken(id);
}

Deno.test({
  name: "MFL login limits on the simulator and a real database",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: (t) =>
    withLeagueStack(async (stack) => {
      const { sim, mfl } = stack;
      const login = (token: string, password: string) => mfl("POST", "/mfl/login", { username: "solo", password }, token);
      const simLogins = () => sim.counters.byEndpoint["mfl:login"] ?? 0;
      const attacker = await userToken(STRANGER);
      const owner = await account(stack, 1);

      await t.step("account X's wrong passwords for solo: 5 reach MFL, the 6th is 429 with Retry-After and is not sent", async () => {
        sim.counters.reset();
        for (let i = 0; i < 5; i++) {
          const { status, body } = await login(attacker, `guess-${i}`);
          assert.deepEqual([status, body.error], [401, "Login failed: Invalid Password"]);
        }
        const refused = await login(attacker, "guess-5");
        assert.deepEqual([refused.status, refused.body.error, refused.body.retryAfterSec], [429, TOO_MANY, 900]);
        assert.equal(simLogins(), 5);
      });

      await t.step("then account Y connects as solo with the right password", async () => {
        const { status, body } = await login(owner, "solo123");
        assert.equal(status, 200, JSON.stringify(body));
        assert.deepEqual([body.success, body.username, body.sync?.total], [true, "solo", 1]);
      });

      await t.step("logins MFL accepts count nothing: Y connects again and again", async () => {
        for (let i = 0; i < 6; i++) assert.equal((await login(owner, "solo123")).status, 200, `login ${i + 1}`);
      });

      await t.step("three accounts guessing close solo to an account that never proved it, not to Y, who did", async () => {
        for (const n of [2, 3]) {
          const guesser = await account(stack, n);
          for (let i = 0; i < 5; i++) assert.equal((await login(guesser, `guess-${n}-${i}`)).status, 401);
        }
        const newcomer = await account(stack, 4);
        sim.counters.reset();
        const closed = await login(newcomer, "solo123");
        assert.deepEqual([closed.status, closed.body.error], [429, TOO_MANY]);
        assert.equal(simLogins(), 0, "nothing was sent for the newcomer");
        const { status, body } = await login(owner, "solo123");
        assert.equal(status, 200, JSON.stringify(body));
        // The window moves on: 15 minutes later the newcomer gets in too.
        stack.advance(15 * 60_000 + 1_000);
        assert.equal((await login(newcomer, "solo123")).status, 200);
      });
    }),
});
