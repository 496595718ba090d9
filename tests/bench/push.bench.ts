/**
 * Issue 25's figure: 1,000 subscribers with an alert due at the same minute are all pushed within
 * a minute of their due time, along the product's whole path: pg_cron's every-minute job calls the
 * alerts function through net.http_post, the sender encrypts each push for its subscription
 * (web-push, aes128gcm, VAPID) and the local push service checks and decrypts every one.
 *
 *   npm run bench -- push
 *
 * 1,000 users, each with one device (a subscription made at the push service, as a browser's push
 * manager makes it) and one lineup alert due at the next cron minute. The figure is the time from
 * the due time to the last push the push service accepted.
 */
import { platformConfig, portsFrom, ROOT } from "../../local/config.ts";
import { psql } from "../../local/postgres/psql.ts";
import { startStack } from "../../local/platform/stack.ts";
import { functionSecrets } from "../../local/platform/secrets.ts";
import { pushServiceOrigin } from "../../local/push/server.ts";
import { createSubscription, type LocalSubscription, receivedPushes } from "../../local/push/client.ts";
import { Goals, stopAfter } from "./lib/goals.ts";

const PORT_BASE = 64721;
const SUBSCRIBERS = 1_000;
const GOAL_MS = 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const cfg = platformConfig("test", { ...portsFrom(PORT_BASE), dataDir: `${ROOT}/.local/bench-push` });
const stack = await startStack(cfg, { reset: true });
const cancelGuard = stopAfter(stack, 10 * 60_000, "push");
const goals = new Goals();
const quote = (v: string) => `'${v.replaceAll("'", "''")}'`;
try {
  const pushUrl = pushServiceOrigin(cfg);
  const { VAPID_PUBLIC_KEY } = await functionSecrets(cfg);

  const devices: LocalSubscription[] = [];
  for (let i = 0; i < SUBSCRIBERS; i += 25) {
    devices.push(...await Promise.all(Array.from({ length: Math.min(25, SUBSCRIBERS - i) }, (_, j) =>
      createSubscription(pushUrl, { applicationServerKey: VAPID_PUBLIC_KEY, label: `bench ${i + j}` }))));
  }

  // Due at the next cron minute with at least 20 s to seed before it.
  const due = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
  const users = devices.map((device, i) => ({ id: crypto.randomUUID(), device, i }));
  const values = (rows: string[]) => rows.join(",\n");
  // A file, not -c: the statements are larger than one command-line argument may be.
  const seedFile = `${cfg.dataDir}/bench-push-seed.sql`;
  await Deno.writeTextFile(seedFile, `
      insert into auth.users (id, email, email_confirmed_at) values
        ${values(users.map((u) => `(${quote(u.id)}, 'bench-push-${u.i}@test.local', now())`))};
      insert into public.push_subscriptions (user_id, endpoint, p256dh, auth) values
        ${values(users.map((u) => `(${quote(u.id)}, ${quote(u.device.subscription.endpoint)}, ${quote(u.device.subscription.keys.p256dh)}, ${quote(u.device.subscription.keys.auth)})`))};
      insert into public.alert_outbox (user_id, league_id, kind, dedupe_key, due_at, expires_at, payload, next_attempt_at) values
        ${values(users.map((u) => {
          const payload = JSON.stringify({ kind: "lineup", title: "Lineup check · Bench League", body: `Starter ${u.i} is listed Out`, url: "/leagues/1/lineup", tag: `bench-${u.i}` });
          const at = new Date(due).toISOString();
          return `(${quote(u.id)}, '1', 'lineup', 'bench-${u.i}', ${quote(at)}, ${quote(new Date(due + 3600_000).toISOString())}, ${quote(payload)}::jsonb, ${quote(at)})`;
        }))};`);
  const seeded = await psql(cfg, [{ file: seedFile }], { single: true });
  if (seeded.code !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);
  console.log(`${SUBSCRIBERS} subscribers, each with one alert due at ${new Date(due).toISOString()} (pg_cron's next minute: ${((due - Date.now()) / 1000).toFixed(0)} s away)`);

  let accepted: { subscription_id: string; received_at: string }[] = [];
  while (Date.now() < due + 2 * GOAL_MS) {
    await sleep(2_000);
    accepted = (await receivedPushes(pushUrl, { limit: SUBSCRIBERS * 2 })).filter((m) => m.status === 201);
    if (accepted.length >= SUBSCRIBERS && Date.now() > due) break;
  }
  const perDevice = new Map<string, number>();
  for (const m of accepted) perDevice.set(m.subscription_id, (perDevice.get(m.subscription_id) ?? 0) + 1);
  const last = Math.max(...accepted.map((m) => Date.parse(m.received_at)));
  const first = Math.min(...accepted.map((m) => Date.parse(m.received_at)));
  const lateness = last - due;
  console.log(`accepted and decrypted by the push service: ${accepted.length} pushes to ${perDevice.size} devices`);
  console.log(`first ${((first - due) / 1000).toFixed(1)} s after due, last ${(lateness / 1000).toFixed(1)} s after due (sending took ${((last - first) / 1000).toFixed(1)} s)`);
  console.log(`all ${SUBSCRIBERS} pushed within ${(lateness / 1000).toFixed(1)} s of their due time (goal ≤ ${GOAL_MS / 1000} s) ` +
    goals.check(perDevice.size === SUBSCRIBERS && lateness <= GOAL_MS, `${perDevice.size} of ${SUBSCRIBERS} devices reached, the last ${(lateness / 1000).toFixed(1)} s after due`));
  console.log(`at most one push per alert: ${[...perDevice.values()].every((n) => n === 1) ? "yes" : "no"} ` +
    goals.check([...perDevice.values()].every((n) => n === 1), "a device got the same alert twice"));
  goals.report();
} catch (error) {
  console.error(error);
  Deno.exitCode = 1;
} finally {
  cancelGuard();
  await stack.stop();
}
