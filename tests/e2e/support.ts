import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { latestMessageFor, type OutboxMail, tokenLink } from '../../local/gateway/outbox/client.ts';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://127.0.0.1:54321').replace(/\/+$/, '');
export const OUTBOX_URL = (process.env.E2E_OUTBOX_URL ?? 'http://127.0.0.1:54324').replace(/\/+$/, '');

export const SCREENSHOT_DIR = fileURLToPath(new URL('./screenshots/', import.meta.url));

export const CHROMIUM_PATH = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Debian's Chromium, driven by playwright-core (no browser download). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
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

/**
 * A full-page shot. A long page (Live Scoring over ten leagues) may need more than the page's
 * default timeout: a shot cut off by it leaves Chromium's page size stretched for the next ones.
 */
export async function screenshot(page: Page, name: string, timeoutMs?: number): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, fullPage: true, timeout: timeoutMs });
}

/** The newest e-mail to `email` (with this subject, if given), waiting up to 15 s for it. */
export function waitForMail(email: string, subject?: RegExp): Promise<OutboxMail> {
  return latestMessageFor(OUTBOX_URL, email, { timeoutMs: 15_000, subject });
}

/** The message's link that carries a token_hash (the confirmation or recovery link). */
export function confirmationLink(message: OutboxMail): string {
  return tokenLink(message).url.href;
}

/** A fresh address per run, so confirmations are always on a new account. */
export function freshEmail(): string {
  return `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Where the app keeps the light/dark choice (web/src/app/providers.tsx). */
const COLOR_SCHEME_KEY = 'mfl-companion-color-scheme';

/**
 * Switches the scheme as a choice made in another tab does (Mantine's storage manager listens for
 * it): some screens (Authentication Required, the link screens) have no switch of their own.
 */
export async function useColorScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.evaluate(
    ([key, value]) => {
      localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
    },
    [COLOR_SCHEME_KEY, scheme] as const,
  );
  await page.locator(`html[data-mantine-color-scheme="${scheme}"]`).waitFor({ state: 'attached' });
}
