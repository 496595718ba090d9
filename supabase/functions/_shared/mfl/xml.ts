import { XMLParser } from "npm:fast-xml-parser@5.12.1";
import type { JsonObject } from "./quirks.ts";

// Shaped like MFL's own XML→JSON translation: attributes as plain string properties, text as `$t`.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  textNodeName: "$t",
  alwaysCreateTextNode: true,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  processEntities: true,
});

/** Parses an XML body the league host sends (login, imports); null when it is not XML. */
export function parseXml(body: string): JsonObject | null {
  const trimmed = body.trim();
  if (!trimmed.startsWith("<") || /^<!doctype html|^<html/i.test(trimmed)) return null;
  try {
    const parsed = parser.parse(trimmed) as unknown;
    return typeof parsed === "object" && parsed !== null ? parsed as JsonObject : null;
  } catch {
    return null;
  }
}
