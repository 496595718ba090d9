import type { MyFeedResponse } from "../_shared/contracts/tank01-my-feed.ts";
import { json } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import { tank01AppError } from "../_shared/tank01/app-errors.ts";
import { buildMyFeed } from "../_shared/tank01/my-feed.ts";
import type { Tank01Deps } from "./deps.ts";

/**
 * GET /tank01/my-feed (bearer): the plays and stat lines of the players on the caller's rosters in
 * all their verified leagues, this NFL week. The box scores are the deployment's shared copies
 * (the same the Single Game Feed reads), so the feed costs Tank01 nothing per viewer; admins also
 * get meta.roster_admin_meta (counts, roster keys, per-player leagues, the unmapped, today's calls).
 */
export function getMyFeed(deps: Pick<Tank01Deps, "feed" | "roster" | "isAdmin" | "usage" | "settings">) {
  return async ({ caller, now }: UserRouteContext<unknown>) => {
    const feed = deps.feed();
    try {
      const week = await feed.currentWeek(now);
      const [rows, started, admin] = await Promise.all([
        deps.roster(caller)(week.season),
        feed.startedGames(week, now),
        deps.isAdmin(caller.userId),
      ]);
      const built = buildMyFeed({ week, rows, games: started.games });
      const answer: MyFeedResponse = {
        items: built.items,
        player_stats: built.player_stats,
        meta: {
          week: week.week,
          season: week.season,
          games: started.games.length,
          ...(started.refreshAt ? { refreshAt: started.refreshAt, refresh_at: started.refreshAt } : {}),
          ...(started.stale ? { stale: true, message: started.stale.message } : {}),
        },
      };
      if (admin) {
        const day = new Date(now).toISOString().slice(0, 10);
        const [calls, settings] = await Promise.all([deps.usage().callsOn(day), deps.settings()]);
        answer.meta.roster_admin_meta = { ...built.admin, tank01_calls_today: calls, tank01_daily_budget: settings.tank01_daily_call_budget };
      }
      return json(answer);
    } catch (error) {
      throw tank01AppError(error);
    }
  };
}
