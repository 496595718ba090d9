// Issue 25's first figure, the whole way: an injury set at the simulator before kickoff produces
// exactly one push for the user who starts that player, with the right league and player,
// encrypted by the alerts job and decrypted by the local push service; a user of the same league
// without that player gets none; the next runs find the same problem and send nothing again. A
// starter on bye (another of the lineup check's flags) is an alert of its own.
import assert from "node:assert/strict";
import { receivedPushes } from "../../../local/push/client.ts";
import { serviceClient } from "../_shared/supabase.ts";
import { MEMBER } from "../_testing/league-stack.ts";
import { NEIGHBOUR, withAlertsStack } from "../_testing/alerts-stack.ts";

const LEAGUE = "61408";
/** The demo account's franchise in LEAGUE (the simulator's). */
const FRANCHISE = "0003";
const asList = <T>(
  v: T | T[] | undefined,
): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

interface SimGame {
  kickoff: string;
  team: { id: string }[];
}

Deno.test({
  name:
    "alerts: an injury set at the simulator before kickoff is one push to the user who starts the player, none to others",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: () =>
    withAlertsStack(async (stack) => {
      const phone = await stack.device(MEMBER);
      const neighbour = await stack.device(NEIGHBOUR);
      // The member is the demo account's own franchise (0003), so its lineup can be submitted to MFL
      // as the owner would; both users opted in to this league's lineup alerts (a preferences row's defaults).
      await stack.db.sql(
        `update public.user_leagues set franchise_id = '${FRANCHISE}' where user_id = '${MEMBER}' and league_id = '${LEAGUE}'`,
      );
      await stack.db.sql(
        `insert into public.alert_preferences (user_id, league_id) values ('${MEMBER}', '${LEAGUE}'), ('${NEIGHBOUR}', '${LEAGUE}')`,
      );

      // The simulator's own answers: its clock, the week's games, the member's starters.
      const clock = await (await fetch(`${stack.sim.url}/_sim/clock`))
        .json() as { epoch: number; weeks: { LiveScoringWeek: number } };
      const week = clock.weeks.LiveScoringWeek;
      const schedule = await stack.simExport(
        "nflSchedule",
        LEAGUE,
        `&W=${week}`,
      );
      const later = new Set(
        asList<SimGame>(schedule.nflSchedule.matchup).filter((g) =>
          Number(g.kickoff) > clock.epoch + 600
        ).flatMap((g) => g.team.map((t) => t.id)),
      );
      const live = await stack.simExport(
        "liveScoring",
        LEAGUE,
        `&W=${week}&DETAILS=1`,
      );
      const franchises = asList<
        { id: string; players: { player: { id: string; status: string }[] } }
      >(
        live.liveScoring.matchup?.flatMap?.((m: { franchise: unknown }) =>
          m.franchise
        ) ?? live.liveScoring.franchise,
      );
      const starters = asList(
        franchises.find((f) => f.id === FRANCHISE)!.players.player,
      ).filter((p) => p.status === "starter").map((p) => p.id);
      const players = asList<{ id: string; name: string; team: string }>(
        (await stack.simExport(
          "players",
          LEAGUE,
          `&PLAYERS=${starters.join(",")}`,
        )).players.player,
      );
      const { data: report } = await serviceClient().from("player_injuries")
        .select("player_id");
      const alreadyHurt = new Set((report ?? []).map((r) => r.player_id));
      const target = players.find((p) =>
        later.has(p.team) && !alreadyHurt.has(p.id)
      );
      assert.ok(
        target,
        `a starter of franchise ${FRANCHISE} whose game kicks off more than 10 minutes after the simulator's now (week ${week})`,
      );

      // Before the injury, this player is nobody's alert.
      await stack.run();
      const before = await serviceClient().from("alert_outbox").select(
        "dedupe_key",
      ).like("dedupe_key", `%:${target.id}:%`);
      assert.equal(before.data?.length, 0);

      // The member's lineup as the owner submitted it: MFL keeps it whatever the injury report says
      // (the simulator's default lineups would bench an Out player by themselves).
      const host = (await (await fetch(`${stack.sim.url}/_sim/info`)).json())
        .leagueHosts[LEAGUE];
      const submitted = await fetch(
        `${host}/2026/import?TYPE=lineup&L=${LEAGUE}&W=${week}&STARTERS=${
          starters.join(",")
        }&JSON=1`,
        {
          headers: { Cookie: `MFL_USER_ID=${stack.session.cookie}` },
        },
      );
      const answer = await submitted.text();
      assert.doesNotMatch(
        answer,
        /error/i,
        `the member's lineup is taken: ${JSON.stringify(answer)}`,
      );

      const set = await fetch(`${stack.sim.url}/_sim/injuries`, {
        method: "POST",
        body: JSON.stringify({
          player: target.id,
          status: "Out",
          details: "Hamstring",
        }),
      });
      assert.equal(set.status, 200);
      await set.body?.cancel();
      // The stored injury report is refreshed within its TTL: let it pass.
      stack.advance(6 * 3600_000);

      const found = await stack.run();
      assert.ok(
        !("error" in found.sources.lineup),
        `the lineup source ran (${JSON.stringify(found.sources)})`,
      );
      const { data: rows } = await serviceClient().from("alert_outbox").select(
        "user_id,league_id,due_at,status",
      ).like("dedupe_key", `%:${target.id}:%`);
      assert.deepEqual(rows?.map((r) => [r.user_id, r.league_id]), [[
        MEMBER,
        LEAGUE,
      ]], "one alert, for the member, in this league");
      const dueAt = Date.parse(rows![0].due_at);

      const sent = await stack.run({ now: dueAt, sendOnly: true });
      assert.equal(sent.pushes, 1);
      const pushes =
        (await receivedPushes(stack.pushUrl, { subscription: phone.id }))
          .filter((m) => m.status === 201);
      assert.equal(pushes.length, 1);
      const payload = JSON.parse(pushes[0].payload!);
      assert.equal(payload.kind, "lineup");
      assert.equal(payload.url, `/leagues/${LEAGUE}/lineup`);
      assert.match(payload.title, /Gridiron Gazette League/);
      const [last, first] = target.name.split(", ");
      assert.ok(
        payload.body.includes(`${first} ${last}`) ||
          payload.body.includes(target.name),
        `names the player: ${payload.body}`,
      );
      assert.match(payload.body, /\bOut\b/);
      assert.deepEqual(Object.keys(payload).sort(), [
        "body",
        "kind",
        "tag",
        "title",
        "url",
      ], "nothing beyond what the alert needs");

      assert.equal(
        (await receivedPushes(stack.pushUrl, { subscription: neighbour.id }))
          .length,
        0,
        "the neighbour does not start that player",
      );

      // The same problem found again is not sent again.
      await stack.run({ now: dueAt + 60_000 });
      assert.equal(
        (await stack.run({ now: dueAt + 120_000, sendOnly: true })).pushes,
        0,
      );
      assert.equal(
        (await receivedPushes(stack.pushUrl, { subscription: phone.id }))
          .filter((m) => m.status === 201).length,
        1,
      );

      // Every flag of the lineup check is an alert, not only injuries: the owner starts a player
      // of his roster whose team is on bye (no game in the week's schedule) in a starter's place.
      const playing = new Set(
        asList<SimGame>(schedule.nflSchedule.matchup).flatMap((g) =>
          g.team.map((t) => t.id)
        ),
      );
      const roster = asList<{ id: string }>(
        asList<{ id: string; player: { id: string }[] }>(
          (await stack.simExport("rosters", LEAGUE, `&FRANCHISE=${FRANCHISE}`))
            .rosters.franchise,
        )[0].player,
      ).map((p) => p.id);
      const rostered = asList<
        { id: string; name: string; team: string; position: string }
      >(
        (await stack.simExport(
          "players",
          LEAGUE,
          `&PLAYERS=${roster.join(",")}`,
        ))
          .players.player,
      );
      const onBye = rostered.find((p) =>
        !starters.includes(p.id) && p.team !== "FA" && !playing.has(p.team) &&
        rostered.some((s) =>
          s.position === p.position && starters.includes(s.id) &&
          s.id !== target.id
        )
      );
      assert.ok(onBye, `a bench player of ${FRANCHISE} on bye in week ${week}`);
      const benched = rostered.find((s) =>
        s.position === onBye.position && starters.includes(s.id) &&
        s.id !== target.id
      )!;
      const withBye = starters.map((id) => id === benched.id ? onBye.id : id);
      const resubmitted = await fetch(
        `${host}/2026/import?TYPE=lineup&L=${LEAGUE}&W=${week}&STARTERS=${
          withBye.join(",")
        }&JSON=1`,
        { headers: { Cookie: `MFL_USER_ID=${stack.session.cookie}` } },
      );
      assert.doesNotMatch(await resubmitted.text(), /error/i);
      // The live scores' shared copy (who starts) is refreshed within its poll interval.
      stack.advance(10 * 60_000);
      await stack.run();
      const { data: bye } = await serviceClient().from("alert_outbox").select(
        "user_id,dedupe_key,payload",
      ).like("dedupe_key", `%:${onBye.id}:%`);
      assert.deepEqual(
        bye?.map((r) => [r.user_id, r.dedupe_key.split(":").pop()]),
        [[
          MEMBER,
          "bye",
        ]],
        "one alert, for the member: his starter is on bye",
      );
      assert.match(
        (bye![0].payload as { body: string }).body,
        /is on bye and in your starting lineup/,
      );
    }),
});
