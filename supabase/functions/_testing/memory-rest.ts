// Tests only: the few PostgREST calls the MFL functions make (select with eq filters, insert,
// upsert on a conflict target, update, delete), over in-memory tables, behind a real supabase-js
// client. Unique keys are enforced (23505), so races and duplicates behave as in Postgres.
import { fakeSupabase, type RecordedCall } from "./helpers.ts";
import type { SupabaseClient } from "../_shared/supabase.ts";

export type Row = Record<string, unknown>;

/** Unique keys per table (the primary key first); a conflict target must name one of them. */
export const UNIQUE_KEYS: Record<string, string[][]> = {
  user_profile: [["user_id"]],
  mfl_session_checks: [["user_id"]],
  user_leagues: [["id"], ["user_id", "league_id"]],
  league_franchises: [["league_id", "year", "franchise_id"]],
  upstream_cache: [["key"]],
};

export interface MemoryRest {
  client: SupabaseClient;
  tables: Map<string, Row[]>;
  calls: RecordedCall[];
  rows(table: string): Row[];
  /** Return a Response to make a call fail (e.g. a PostgREST error), undefined to proceed. */
  fail?: (call: RecordedCall) => Response | undefined;
}

export function memoryRest(initial: Record<string, Row[]> = {}): MemoryRest {
  const tables = new Map<string, Row[]>(Object.entries(initial).map(([t, rows]) => [t, rows.map((r) => ({ ...r }))]));
  let nextId = 1;
  const state: MemoryRest = {
    tables,
    calls: [],
    client: undefined as unknown as SupabaseClient,
    rows: (table) => tables.get(table) ?? [],
  };
  const { client, calls } = fakeSupabase((call) => {
    const failure = state.fail?.(call);
    if (failure) return failure;
    return handle(call);
  });
  state.client = client;
  state.calls = calls;
  return state;

  function handle(call: RecordedCall): Response {
    const table = call.url.pathname.replace(/^\/rest\/v1\//, "");
    const rows = tables.get(table) ?? [];
    tables.set(table, rows);
    const filters = parseFilters(call.url.searchParams);
    const prefer = call.headers.get("Prefer") ?? "";
    const wantRows = prefer.includes("return=representation");
    const select = call.url.searchParams.get("select");
    const out = (list: Row[], status = 200) => {
      const body = list.map((r) => project(r, select));
      if ((call.headers.get("Accept") ?? "").includes("vnd.pgrst.object")) {
        if (body.length !== 1) return pgError(406, "PGRST116", "JSON object requested, multiple (or no) rows returned");
        return Response.json(body[0], { status });
      }
      return Response.json(body, { status });
    };
    switch (call.method) {
      case "GET":
        return out(rows.filter((r) => matches(r, filters)));
      case "POST": {
        const incoming = (Array.isArray(call.body) ? call.body : [call.body]) as Row[];
        const upsert = prefer.includes("resolution=merge-duplicates");
        const target = call.url.searchParams.get("on_conflict")?.split(",") ?? UNIQUE_KEYS[table]?.[0] ?? [];
        const written: Row[] = [];
        for (const item of incoming) {
          const conflict = (UNIQUE_KEYS[table] ?? []).map((key) => ({ key, row: rows.find((r) => sameKey(r, item, key)) }))
            .find((c) => c.row && c.key.every((k) => k in item));
          if (conflict?.row) {
            if (!upsert || conflict.key.join() !== target.join()) {
              return pgError(409, "23505", `duplicate key value violates unique constraint "${table}_${conflict.key.join("_")}_key"`);
            }
            Object.assign(conflict.row, item, { updated_at: new Date().toISOString() });
            written.push(conflict.row);
          } else {
            const row: Row = { ...defaults(table, nextId++), ...item };
            rows.push(row);
            written.push(row);
          }
        }
        return wantRows ? out(written, 201) : new Response(null, { status: 201 });
      }
      case "PATCH": {
        const hit = rows.filter((r) => matches(r, filters));
        for (const r of hit) Object.assign(r, call.body as Row, { updated_at: new Date().toISOString() });
        return wantRows ? out(hit) : new Response(null, { status: 204 });
      }
      case "DELETE": {
        const keep = rows.filter((r) => !matches(r, filters));
        const gone = rows.filter((r) => matches(r, filters));
        tables.set(table, keep);
        return wantRows ? out(gone) : new Response(null, { status: 204 });
      }
      default:
        return pgError(405, "PGRST000", `method ${call.method} not supported by the fake`);
    }
  }
}

type Filter = { column: string; op: string; value: string };

function parseFilters(search: URLSearchParams): Filter[] {
  const filters: Filter[] = [];
  for (const [column, expr] of search) {
    if (["select", "on_conflict", "columns", "order", "limit", "offset"].includes(column)) continue;
    const dot = expr.indexOf(".");
    filters.push({ column, op: expr.slice(0, dot), value: expr.slice(dot + 1) });
  }
  return filters;
}

function matches(row: Row, filters: Filter[]): boolean {
  return filters.every((f) => {
    const v = row[f.column];
    switch (f.op) {
      case "eq":
        return v !== null && v !== undefined && String(v) === f.value;
      case "neq":
        return String(v) !== f.value;
      case "is":
        return f.value === "null" ? v === null || v === undefined : String(v) === f.value;
      case "in":
        return f.value.replace(/^\(|\)$/g, "").split(",").map((s) => s.replace(/^"|"$/g, "")).includes(String(v));
      default:
        throw new Error(`memoryRest: filter ${f.op} not supported`);
    }
  });
}

function project(row: Row, select: string | null): Row {
  if (!select || select === "*") return { ...row };
  const out: Row = {};
  for (const col of select.split(",").map((c) => c.trim())) out[col] = row[col] ?? null;
  return out;
}

function sameKey(a: Row, b: Row, key: string[]): boolean {
  return key.every((k) => a[k] !== undefined && b[k] !== undefined && String(a[k]) === String(b[k]));
}

function defaults(table: string, id: number): Row {
  const now = new Date().toISOString();
  switch (table) {
    case "user_profile":
      return { mfl_username: null, mfl_cookie_enc: null, mfl_cookie_expires_at: null, is_admin: false, created_at: now, updated_at: now };
    case "user_leagues":
      return { id, franchise_id: null, display_name: null, created_at: now };
    case "league_franchises":
      return { division_id: null, division_name: null, owner_name: null, logo_url: null, updated_at: now };
    default:
      return {};
  }
}

function pgError(status: number, code: string, message: string): Response {
  return Response.json({ code, message, details: null, hint: null }, { status });
}
