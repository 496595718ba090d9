import { z } from "npm:zod@4.6.7";

// The one rule for text a request carries: every string field of every contract is made here
// (`requestText`), so the edge, the SPA's forms and the database agree on what text is, and the
// database never refuses what the edge accepted (request-text.test.ts fails on a bare z.string()
// in a request; request-text.integration.test.ts sends every field's worst text to the real functions).
//
// Every kind of text:
//  - no NUL (U+0000): Postgres text cannot hold it (22P05);
//  - no lone UTF-16 surrogate: it is not Unicode, UTF-8 (Postgres, MFL's forms) cannot carry it;
//  - a length cap, counted after normalising (what is stored is what is measured).
// One line ("line", every field but a password: names, searches, ids, codes, times):
//  - no other control character (U+0001-U+001F, U+007F-U+009F): invisible, never part of a name, a
//    search or an id, and they would be stored and audited as sent;
//  - Unicode NFC, so "Zoë" typed precomposed or with a combining mark is one name to compare and find;
//  - the invisible bidirectional marks (U+200E/U+200F, U+061C, U+202A-U+202E, U+2066-U+2069) are
//    removed: the product's names are MFL's and Tank01's player names, which carry none; kept, they
//    would make two names that look alike differ (an alias that never matches, a search that finds
//    nothing) and an override can show a name reversed in the audit log. Removed rather than
//    refused: they come along unseen with pasted text, and nobody can see what to delete;
//  - trimmed.
// A password ("secret") is sent to MFL exactly as typed: nothing normalised, trimmed or removed.

export type TextKind = "line" | "secret";

export interface RequestTextOptions {
  /** The most characters (UTF-16 code units) the field takes, after normalising. */
  max: number;
  /** Default "line". */
  kind?: TextKind;
}

/** The part of the rule every kind shares; its identity marks a string as made here. */
export const storableText = z.superRefine<string>((value, ctx) => {
  const problem = unstorable(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem, input: value, continue: false });
});

const controlCharacter = z.superRefine<string>((value, ctx) => {
  // deno-lint-ignore no-control-regex -- control characters are exactly what is refused
  const found = /[\u0001-\u001f\u007f-\u009f]/.exec(value);
  if (found) ctx.addIssue({ code: "custom", message: `must not contain control characters (${codePoint(found[0])})`, input: value, continue: false });
});

const BIDI_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A request's text field, e.g. `requestText({ max: 200 }).min(1)`; regexes and bounds chain after it. */
export function requestText({ max, kind = "line" }: RequestTextOptions): z.ZodString {
  const text = z.string().check(storableText);
  if (kind === "secret") return text.max(max);
  return text.check(controlCharacter).normalize("NFC").overwrite((v) => v.replace(BIDI_MARKS, "")).trim().max(max);
}

/** Why Postgres (or UTF-8) could not hold `value`, or null. */
function unstorable(value: string): string | null {
  if (value.includes("\u0000")) return "must not contain the NUL character (U+0000)";
  const surrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.exec(value);
  if (surrogate) return `must be valid Unicode: it has a lone surrogate (${codePoint(surrogate[0])})`;
  return null;
}

function codePoint(char: string): string {
  return `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
}
