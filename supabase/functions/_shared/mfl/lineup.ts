import { errorFromMessage } from "./errors.ts";
import { UpstreamMalformedError } from "../upstream/errors.ts";
import { isObject, text } from "./quirks.ts";
import { parseXml } from "./xml.ts";

export interface LineupImport {
  leagueId: string;
  year: number;
  week: number;
  /** MFL player ids; MFL assigns slots and validates against the league's starters. */
  starters: string[];
  tiebreakers?: string[];
  comments?: string;
  /** Only for a commissioner acting for another franchise. */
  franchiseId?: string;
}

export function lineupForm(input: LineupImport): URLSearchParams {
  const form = new URLSearchParams({
    TYPE: "lineup",
    L: input.leagueId,
    W: String(input.week),
    STARTERS: input.starters.join(","),
  });
  if (input.tiebreakers?.length) form.set("TIEBREAKERS", input.tiebreakers.join(","));
  if (input.comments) form.set("COMMENTS", input.comments);
  if (input.franchiseId) form.set("FRANCHISE_ID", input.franchiseId);
  return form;
}

/**
 * An import answers `<status>OK</status>` or `<error>...</error>` (XML even when JSON was asked; we
 * accept a JSON form too). Anything else — e.g. an HTML login page — is a failure.
 */
export function parseImportResponse(body: string): void {
  const trimmed = body.trim();
  if (trimmed.startsWith("{")) {
    let json: unknown;
    try {
      json = JSON.parse(trimmed);
    } catch {
      throw new UpstreamMalformedError("League host did not confirm the import");
    }
    if (isObject(json) && json.error !== undefined) throw errorFromMessage(text(json.error) || "Import failed");
    if (isObject(json) && json.status !== undefined && /^ok$/i.test(text(json.status).trim())) return;
    throw new UpstreamMalformedError("League host did not confirm the import");
  }
  const doc = parseXml(trimmed);
  if (doc?.error !== undefined) throw errorFromMessage(text(doc.error).trim() || "Import failed");
  if (doc?.status !== undefined && /^ok$/i.test(text(doc.status).trim())) return;
  throw new UpstreamMalformedError("League host did not confirm the import");
}
