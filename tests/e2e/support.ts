import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://127.0.0.1:54321').replace(/\/+$/, '');
export const OUTBOX_URL = (process.env.E2E_OUTBOX_URL ?? 'http://127.0.0.1:54324').replace(/\/+$/, '');

export const SCREENSHOT_DIR = fileURLToPath(new URL('./screenshots/', import.meta.url));

/** Debian's Chromium, driven by playwright-core (no browser download). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface BrowserPage {
  page: Page;
  context: BrowserContext;
  close(): Promise<void>;
}

/** A fresh browser, context and page for one test file; its steps share the session. */
export async function openPage(opts: { width?: number; height?: number; timeoutMs?: number } = {}): Promise<BrowserPage> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(opts.timeoutMs ?? 15_000);
  return {
    page,
    context,
    async close() {
      await context.close();
      await browser.close();
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, fullPage: true });
}

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  created_at: string;
}

/**
 * Waits for the newest e-mail to `email` (the outbox lists newest first); with `match`, the newest
 * one that matches, e.g. a recovery mail that follows the confirmation mail.
 */
export async function waitForMail(
  email: string,
  timeoutMs = 15_000,
  match: (message: OutboxMessage) => boolean = () => true,
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${OUTBOX_URL}/api/v1/messages?to=${encodeURIComponent(email)}`);
    if (!response.ok) throw new Error(`Outbox answered HTTP ${response.status}`);
    const messages = (await response.json()) as OutboxMessage[];
    const hit = messages.find((m) => m.to.toLowerCase().includes(email.toLowerCase()) && match(m));
    if (hit) return hit;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${email} reached the outbox within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The message's link that carries a token_hash (the confirmation or recovery link). */
export function confirmationLink(message: OutboxMessage): string {
  const link = message.links.find((l) => new URL(l).searchParams.has('token_hash'));
  if (!link) throw new Error(`The e-mail "${message.subject}" has no confirmation link: ${message.links.join(', ')}`);
  return link;
}

/** A fresh address per run, so confirmations are always on a new account. */
export function freshEmail(): string {
  return `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
