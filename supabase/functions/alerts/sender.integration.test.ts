// The sender on a real database and the local push service: an alert due is pushed once to each of
// its user's devices, encrypted for the device and decrypted by the push service; a device the push
// service says is gone (410) is removed; a push service failure is retried with backoff; nothing is
// pushed in quiet hours or after the alert stopped mattering; only a known push service's endpoint
// is taken.
import assert from "node:assert/strict";
import { failNext, receivedPushes, unsubscribe } from "../../../local/push/client.ts";
import { serviceClient } from "../_shared/supabase.ts";
import { MEMBER } from "../_testing/league-stack.ts";
import { type AlertsStack, NEIGHBOUR, withAlertsStack } from "../_testing/alerts-stack.ts";
import { supabaseOutbox } from "./pipeline/outbox.ts";

const T0 = Date.parse("2026-11-27T18:00:00Z");

async function enqueue(userId: string, key: string, dueAt: number, lifeMs = 3600_000) {
  await supabaseOutbox(serviceClient()).enqueue("lineup", [{
    userId,
    leagueId: "61408",
    key,
    dueAt,
    expiresAt: dueAt + lifeMs,
    payload: { kind: "lineup", title: "Lineup check · Gridiron Gazette League", body: `Alert ${key}`, url: "/leagues/61408/lineup", tag: key },
  }], undefined, dueAt - 60_000);
}

async function alertRow(key: string) {
  const { data } = await serviceClient().from("alert_outbox").select("status,attempts,next_attempt_at,last_error").eq("dedupe_key", key).single();
  return data as { status: string; attempts: number; next_attempt_at: string; last_error: string | null };
}

async function accepted(stack: AlertsStack, subscription: string) {
  return (await receivedPushes(stack.pushUrl, { subscription })).filter((m) => m.status === 201);
}

Deno.test({
  name: "alerts sender: once per device, decrypted by the push service; 410 removes; failures back off; quiet hours; known push services only",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: (t) =>
    withAlertsStack(async (stack) => {
      const phone = await stack.device(MEMBER);
      const laptop = await stack.device(MEMBER);

      await t.step("a due alert reaches each device once, as the service worker will read it", async () => {
        await enqueue(MEMBER, "k-once", T0);
        assert.equal((await stack.run({ now: T0 - 1000, sendOnly: true })).pushes, 0, "not before its due time");
        const run = await stack.run({ now: T0, sendOnly: true });
        assert.deepEqual({ sent: run.sent, pushes: run.pushes }, { sent: 1, pushes: 2 });
        for (const device of [phone, laptop]) {
          const [push] = await accepted(stack, device.id);
          assert.deepEqual(JSON.parse(push.payload!), {
            kind: "lineup",
            title: "Lineup check · Gridiron Gazette League",
            body: "Alert k-once",
            url: "/leagues/61408/lineup",
            tag: "k-once",
          });
          assert.equal(push.vapid_key, stack.vapid.publicKey, "signed with the server's VAPID key, the one the device subscribed with");
          assert.equal(push.vapid_subject, "mailto:alerts@test.local");
          assert.ok(push.ttl! > 3000 && push.ttl! <= 3600, `TTL until the alert stops mattering (${push.ttl})`);
        }
        assert.equal((await stack.run({ now: T0 + 60_000, sendOnly: true })).pushes, 0, "at most one push per alert and device");
        await enqueue(MEMBER, "k-once", T0 + 120_000);
        assert.equal((await stack.run({ now: T0 + 120_000, sendOnly: true })).pushes, 0, "the same problem found again is not sent again");
        assert.equal((await alertRow("k-once")).status, "sent");
      });

      await t.step("a device the push service says is gone (410) is removed; the alert still reaches the others", async () => {
        await unsubscribe(stack.pushUrl, laptop.id);
        await enqueue(MEMBER, "k-gone", T0 + 180_000);
        const run = await stack.run({ now: T0 + 180_000, sendOnly: true });
        assert.deepEqual({ sent: run.sent, gone: run.gone }, { sent: 1, gone: 1 });
        const { data } = await serviceClient().from("push_subscriptions").select("endpoint").eq("user_id", MEMBER);
        assert.deepEqual((data ?? []).map((d) => d.endpoint), [phone.subscription.endpoint], "only the phone is left");
        const refused = (await receivedPushes(stack.pushUrl, { subscription: laptop.id })).filter((m) => m.status === 410);
        assert.equal(refused.length, 1);
      });

      await t.step("a push service failure is retried with backoff (30 s, then 60 s), then delivered once", async () => {
        await failNext(stack.pushUrl, phone.id, 503, 2);
        await enqueue(MEMBER, "k-retry", T0 + 300_000);
        const t1 = T0 + 300_000;
        const first = await stack.run({ now: t1, sendOnly: true });
        assert.deepEqual({ sent: first.sent, retrying: first.retrying }, { sent: 0, retrying: 1 });
        assert.equal(Date.parse((await alertRow("k-retry")).next_attempt_at), t1 + 30_000, "first retry 30 s later");
        assert.equal((await stack.run({ now: t1 + 29_000, sendOnly: true })).pushes, 0, "not before its backoff");
        await stack.run({ now: t1 + 30_000, sendOnly: true });
        assert.equal(Date.parse((await alertRow("k-retry")).next_attempt_at), t1 + 90_000, "second retry 60 s after the second try");
        const third = await stack.run({ now: t1 + 90_000, sendOnly: true });
        assert.equal(third.sent, 1);
        const tries = (await receivedPushes(stack.pushUrl, { subscription: phone.id }))
          .filter((m) => m.payload === null ? m.reason?.includes("Injected") : JSON.parse(m.payload).tag === "k-retry")
          .map((m) => m.status);
        assert.deepEqual(tries.reverse(), [503, 503, 201], "two refused tries, one delivery");
        assert.equal((await alertRow("k-retry")).attempts, 3);
      });

      await t.step("in the user's quiet hours nothing is pushed; an alert past its use is never sent late", async () => {
        const neighbour = await stack.device(NEIGHBOUR);
        await stack.db.sql(
          `insert into public.alert_settings (user_id, quiet_start, quiet_end, time_zone) values ('${NEIGHBOUR}', '12:00', '14:00', 'America/New_York')`,
        );
        // 18:00 UTC is 13:00 in New York: quiet.
        await enqueue(NEIGHBOUR, "k-quiet", T0);
        await enqueue(MEMBER, "k-late", T0 - 7200_000, 3600_000);
        const run = await stack.run({ now: T0 + 10_000, sendOnly: true });
        assert.equal(run.pushes, 0);
        assert.equal((await alertRow("k-quiet")).status, "suppressed");
        assert.equal((await alertRow("k-late")).status, "expired");
        assert.equal((await receivedPushes(stack.pushUrl, { subscription: neighbour.id })).length, 0);
      });

      await t.step("only a known push service's endpoint is registered; the device list is the caller's own", async () => {
        const answer = await stack.alerts("POST", "/alerts/subscriptions", {
          endpoint: "https://internal.example/hook",
          keys: { p256dh: phone.subscription.keys.p256dh, auth: phone.subscription.keys.auth },
        });
        assert.equal(answer.status, 400);
        assert.equal(answer.body.issues[0].path, "endpoint");
        const badKey = await stack.alerts("POST", "/alerts/subscriptions", { ...phone.subscription, keys: { p256dh: "abc", auth: phone.subscription.keys.auth } });
        assert.equal(badKey.status, 400);
        assert.match(badKey.body.error, /keys\.p256dh must be a P-256 public key/);
        const config = await stack.alerts("GET", "/alerts/config");
        assert.deepEqual(config.body, { vapidPublicKey: stack.vapid.publicKey });
        const removed = await stack.alerts("DELETE", "/alerts/subscriptions", { endpoint: phone.subscription.endpoint }, await stack.token(NEIGHBOUR));
        assert.deepEqual(removed.body, { removed: false }, "another user cannot remove the member's device");
        const mine = await stack.alerts("DELETE", "/alerts/subscriptions", { endpoint: phone.subscription.endpoint });
        assert.deepEqual(mine.body, { removed: true });
      });
    }),
});
