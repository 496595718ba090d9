// TYPE=transactions with its filters (W, TRANS_TYPE, FRANCHISE, DAYS, COUNT); newest first and
// only what has happened by the sim clock.
import { MflDocument } from "../mfl-doc.ts";
import { MflCtx, needLeague, needUser } from "./context.ts";

export function transactions(ctx: MflCtx): MflDocument {
  needUser(ctx);
  const l = needLeague(ctx);
  const p = ctx.params;
  const types = (p.get("TRANS_TYPE") ?? "*").split(",").map((t) => t.trim().toUpperCase()).filter(Boolean);
  const fr = p.get("FRANCHISE");
  const days = Number(p.get("DAYS"));
  const count = Number(p.get("COUNT"));
  const w = p.get("W");
  const season = ctx.world.season;
  let rows = l.data.transactions.filter((t) => t.timestamp <= ctx.now);
  if (!types.includes("*")) rows = rows.filter((t) => types.includes(t.fields.type));
  if (fr) rows = rows.filter((t) => t.fields.franchise === fr || t.fields.franchise2 === fr);
  if (Number.isFinite(days) && days > 0) rows = rows.filter((t) => t.timestamp >= ctx.now - days * 86400);
  if (w) rows = rows.filter((t) => season.currentWeek(t.timestamp) === Number(w));
  if (Number.isInteger(count) && count > 0) rows = rows.slice(0, count);
  const transaction = rows.map((t) => {
    const { type, franchise, ...rest } = t.fields;
    return { type, franchise, timestamp: String(t.timestamp), ...rest };
  });
  return { root: "transactions", doc: { transaction } };
}
