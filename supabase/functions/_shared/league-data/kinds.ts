/**
 * The kinds of league data, named apart from the datasets that hold them so that the types every
 * dataset shares (dataset.ts, snapshot.ts) never import the registry that imports the datasets.
 * Adding a kind: its name here, its dataset file, its replace_* migration and its registry line.
 */
export type SyncKind = "franchises" | "standings" | "transactions" | "rosters" | "player_scores" | "settings" | "schedule";

/** Kinds a league view refreshes on demand (franchises come with every one of them). */
export type RefreshKind = Exclude<SyncKind, "franchises">;
