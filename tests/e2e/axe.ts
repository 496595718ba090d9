import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core (Deque's accessibility engine) injected into the page under test: the WCAG 2 A/AA rules,
// judged in the real Chromium with the real theme, so contrast is measured on the colours a user sees.

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** A user who depends on the rule cannot read or reach part of the page (axe's two highest impacts). */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** One line per element: its CSS path and what axe found wrong with it. */
  elements: string[];
}

interface AxeResult {
  violations: {
    id: string;
    impact?: string | null;
    help: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
}

/**
 * The serious and critical WCAG 2 A/AA violations of the page as it is now, or of the part of it
 * that `within` (a CSS selector) picks.
 */
export async function axeViolations(page: Page, within?: string): Promise<AxeFinding[]> {
  // A full page load drops the injected script; a client-side navigation keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(
    async ([tags, selector]) => {
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<unknown> } }).axe;
      // resultTypes: axe still reports every violation, but stops collecting the passes it would discard.
      return axe.run(selector ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    },
    [[...WCAG_TAGS], within] as const,
  ) as AxeResult;
  return result.violations
    .filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''))
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      elements: v.nodes.map((n) => `${n.target.join(' >> ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`),
    }));
}

/** '' when nothing is found; else each rule, its impact and count, then its first elements. */
export function describeFindings(where: string, findings: readonly AxeFinding[], perRule = 8): string {
  if (findings.length === 0) return '';
  const lines = [`${where}:`];
  for (const f of findings) {
    lines.push(`  ${f.rule} (${f.impact}, ${f.elements.length} element${f.elements.length === 1 ? '' : 's'}): ${f.help}`);
    for (const element of f.elements.slice(0, perRule)) lines.push(`    ${element}`);
    if (f.elements.length > perRule) lines.push(`    … and ${f.elements.length - perRule} more`);
  }
  return lines.join('\n');
}
