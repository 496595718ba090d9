/**
 * The kinds of league data, named apart from the datasets that hold them so that the types every
 * dataset shares (dataset.ts, snapshot.ts) never import the registry that imports the datasets.
 * Adding a kind: its name here, its dataset file, its replace_* migration and its registry line.
 */
export type SyncKind = "franchises" | "standings" | "transactions" | "rosters" | "player_scores" | "settings" | "schedule";

/** Kinds a league view refreshes on demand (franchises come with every one of them). */
export type RefreshKind = Exclude<SyncKind, "franchises">;

/**
 * The kinds of league data kept per week while MFL keeps changing them (datasets/week-datasets.ts):
 * no rows of their own and no sync, a shared copy per league and week, a finished week stored for good.
 */
export type WeekKind = "live_scores" | "projections" | "week_scores";
