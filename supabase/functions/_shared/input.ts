import { z } from "npm:zod@4.6.7";
import { AppError, invalidRequest } from "./errors.ts";

/** Validates a value against a schema; failures become a 400 naming the fields. */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidRequest(result.error, value);
  return result.data;
}

export interface ParseJsonOptions {
  /** An empty body counts as `{}` (endpoints whose fields are all optional). Default false: 400. */
  optional?: boolean;
}

/** Reads and validates a JSON request body, which must be a JSON object. */
export async function parseJson<T extends z.ZodType>(
  req: Request,
  schema: T,
  options: ParseJsonOptions = {},
): Promise<z.output<T>> {
  const text = await req.text();
  if (text.trim() === "") {
    if (options.optional) return parseWith(schema, {});
    throw new AppError("bad_request", "Invalid request: a JSON body is required");
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "Invalid request: body must be valid JSON");
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new AppError("bad_request", "Invalid request: body must be a JSON object");
  }
  return parseWith(schema, body);
}

/**
 * Validates the query string. Values arrive as strings (use z.coerce for numbers); a repeated
 * parameter keeps its last value, lists travel comma-separated as the spec's clients send them.
 */
export function parseQuery<T extends z.ZodType>(url: URL, schema: T): z.output<T> {
  return parseWith(schema, Object.fromEntries(url.searchParams));
}
