/**
 * MFL's JSON is a mechanical translation of XML: every scalar is a string, a list with one item is a
 * bare object, an empty list is missing / `{}` / `""`, and text nodes are `{"$t": ...}`. These helpers
 * turn that into plain values; every normaliser uses them instead of reading MFL fields directly.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** One item → [item]; array → array; missing, `""`, `{}` → []. */
export function asArray(value: unknown): JsonObject[] {
  if (Array.isArray(value)) return value.filter(isObject);
  if (isObject(value)) return Object.keys(value).length === 0 ? [] : [value];
  return [];
}

/** The text of a scalar or of a `{"$t": ...}` node; `""` when absent. */
export function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (isObject(value) && "$t" in value) return text(value.$t);
  return "";
}

/** Optional text: `undefined` instead of `""`, so absent fields stay absent in the output. */
export function optText(value: unknown): string | undefined {
  const t = text(value).trim();
  return t === "" ? undefined : t;
}

/** A numeric string → number; `""`, junk or missing → null. Accepts `$12.00`, `.833`, `-0`, `1,234`. */
export function num(value: unknown): number | null {
  const t = text(value).trim().replace(/^\$/, "").replace(/,/g, "");
  if (t === "") return null;
  const n = Number(t);
  if (!Number.isFinite(n)) return null;
  return Object.is(n, -0) ? 0 : n;
}

export function numOr(value: unknown, fallback: number): number {
  return num(value) ?? fallback;
}

/** `"1"`/`"YES"`/`"Yes"` → true, everything else false. */
export function flag(value: unknown): boolean {
  const t = text(value).trim().toLowerCase();
  return t === "1" || t === "yes" || t === "true";
}

/** `"13427,13238,"` → ["13427", "13238"]: MFL lists end with a trailing comma. */
export function commaList(value: unknown): string[] {
  return text(value).split(",").map((s) => s.trim()).filter((s) => s !== "");
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Decodes HTML entities, including numeric ones like `&#8209;` (MFL's non-breaking hyphen). */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const cp = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(cp) ? String.fromCodePoint(cp) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** Franchise names may carry HTML (`<b><font color=Orange>..</font></b>`): keep the plain text. */
export function plainText(value: unknown): string {
  return decodeEntities(text(value).replace(/<[^>]*>/g, "")).replace(/\s+/g, " ").trim();
}

/** `"15-3-0"` (or with `&#8209;` / U+2011 as separator) → [15, 3, 0]; null when unparsable. */
export function parseWlt(value: unknown): [number, number, number] | null {
  const parts = decodeEntities(text(value)).split(/[-\u2010\u2011\u2012\u2013]/).map((s) => num(s));
  if (parts.length < 2 || parts.some((p) => p === null)) return null;
  return [parts[0]!, parts[1]!, parts[2] ?? 0];
}

/** Unix seconds (a string) → ISO timestamp; null when absent. */
export function unixToIso(value: unknown): string | null {
  const s = num(value);
  return s === null || s <= 0 ? null : new Date(s * 1000).toISOString();
}
