// Tests only: every endpoint of the contracts (supabase/functions/_shared/contracts/*.ts) and the
// text fields of its request, read from the zod schemas themselves, so a new contract or field is
// covered by the text tests without anyone listing it.
import type { z } from "npm:zod@4.6.7";
import type { Endpoint } from "../_shared/contracts/endpoint.ts";
import { storableText } from "../_shared/contracts/request-text.ts";

export interface TextField {
  /** Where the field sits in the request, e.g. ["q"] or ["starters", 0]. */
  path: (string | number)[];
  schema: z.ZodString;
  /** Made by requestText: it carries the text rule. */
  ruled: boolean;
}

/** Every endpoint object the contracts export (a variant that only reads the answer differently counts once). */
export async function contractEndpoints(): Promise<{ file: string; name: string; endpoint: Endpoint }[]> {
  const dir = new URL("../_shared/contracts/", import.meta.url);
  const files: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    if (entry.isFile && entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")) files.push(entry.name);
  }
  const seen = new Set<string>();
  const found: { file: string; name: string; endpoint: Endpoint }[] = [];
  for (const file of files.sort()) {
    const module = await import(new URL(file, dir).href);
    for (const [name, value] of Object.entries(module)) {
      for (const endpoint of endpointsIn(value)) {
        const key = `${endpoint.method} ${endpoint.path}`;
        if (seen.has(key)) continue;
        seen.add(key);
        found.push({ file, name, endpoint });
      }
    }
  }
  return found;
}

function endpointsIn(value: unknown): Endpoint[] {
  if (isEndpoint(value)) return [value];
  // A record of endpoints, e.g. syncEndpoints (one per sync operation).
  if (value && typeof value === "object" && !Array.isArray(value)) return Object.values(value).filter(isEndpoint);
  return [];
}

function isEndpoint(value: unknown): value is Endpoint {
  const v = value as Partial<Endpoint> | null;
  return !!v && typeof v === "object" && typeof v.method === "string" && typeof v.path === "string" && v.path.startsWith("/api/") &&
    !!v.request && !!v.response;
}

/**
 * The string fields a request schema accepts, as it parses them: through objects, optionals,
 * defaults, unions (each variant), arrays and preprocessing; a pipe is entered by its input side
 * (its output only ever sees what the input side let through). A schema kind the walk does not know
 * is an error, so a field can never go unseen.
 */
export function requestTextFields(schema: z.ZodType): TextField[] {
  const fields = new Map<string, TextField>();
  walk(schema, [], fields);
  return [...fields.values()];
}

// deno-lint-ignore no-explicit-any
type Def = any;

function walk(schema: z.ZodType, path: (string | number)[], out: Map<string, TextField>): void {
  const def: Def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  switch (def.type) {
    case "string": {
      const key = path.join(".");
      if (!out.has(key)) out.set(key, { path, schema: schema as z.ZodString, ruled: (def.checks ?? []).includes(storableText) });
      return;
    }
    case "object":
      for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) walk(field, [...path, key], out);
      return;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return walk(def.innerType, path, out);
    case "pipe":
      return walk(def.in._zod.def.type === "transform" ? def.out : def.in, path, out);
    case "union":
      for (const option of def.options) walk(option, path, out);
      return;
    case "array":
      return walk(def.element, [...path, 0], out);
    case "number":
    case "boolean":
    case "enum":
    case "literal":
    case "null":
    case "undefined":
    case "transform":
      return;
    default:
      throw new Error(`${path.join(".") || "request"}: the text walk does not know zod's ${def.type}; teach _testing/request-text-fields.ts`);
  }
}

/** The most characters a text field takes (its requestText cap). */
export function textCap(field: TextField): number {
  const checks: Def[] = (field.schema as unknown as { _zod: { def: Def } })._zod.def.checks ?? [];
  const caps = checks.map((c) => c._zod.def).filter((d) => d.check === "max_length").map((d) => d.maximum as number);
  if (caps.length === 0) throw new Error(`${field.path.join(".")} has no length cap`);
  return Math.min(...caps);
}
