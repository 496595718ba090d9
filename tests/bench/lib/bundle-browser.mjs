// What Chromium downloads of the app itself (document, JS, CSS, other static files; no API reads)
// for the bundle bench: `node bundle-browser.mjs` with BENCH_BUNDLE set to
// {"baseUrl", "email", "password", "mfl": {"username", "password"}}; prints one JSON line.
//
// Each file is counted once per browser context (its cache; the assets are immutable), by its
// gzip size at zlib's default level, which is what a static host sends (the local gateway serves
// them uncompressed). The screens:
//   login          a cold /login (fresh context) until the sign-in form is shown and the network idle;
//   signInToDashboard  then signing in and connecting MFL on that page, to /dashboard with its cards;
//   dashboard      a cold /dashboard in a fresh context holding that session;
//   phoneLogin, phoneDashboard  the same two cold loads on a phone-sized screen.
import { gzipSync } from 'node:zlib';
import { launchChromium } from './signed-in-browser.mjs';

const { baseUrl, email, password, mfl } = JSON.parse(process.env.BENCH_BUNDLE ?? '{}');
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const API = /^\/(auth|rest|functions|api)\//;

function kindOf(pathname, contentType) {
  if (/\.m?js$/.test(pathname)) return 'js';
  if (pathname.endsWith('.css')) return 'css';
  if (contentType.startsWith('text/html')) return 'document';
  return 'other';
}

/** The app's files a context fetches, each once; `take()` returns those fetched since the last take. */
function track(context) {
  const seen = new Set();
  let pending = [];
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== new URL(baseUrl).origin || API.test(url.pathname) || response.status() >= 300) return;
    const kind = kindOf(url.pathname, response.headers()['content-type'] ?? '');
    // A document is fetched for every navigation; a fingerprinted asset once, then from the cache.
    if (kind !== 'document') {
      if (seen.has(url.pathname)) return;
      seen.add(url.pathname);
    }
    pending.push(response.body().then(
      (body) => ({ file: url.pathname, kind, bytes: body.length, gzip: gzipSync(body).length }),
      () => null, // the page went on before the body was read (a navigation away): not downloaded in full
    ));
  });
  return {
    async take() {
      const files = (await Promise.all(pending)).filter(Boolean);
      pending = [];
      return files.sort((a, b) => b.gzip - a.gzip);
    },
  };
}

/** The network stays quiet for a moment: lazy chunks a screen asks for after it shows are counted too. */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
}

async function dashboardShown(page) {
  const main = page.getByRole('main');
  await main.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
  const cards = main.locator('article[data-league-id]');
  await cards.first().waitFor();
  // Every card settled: its figures, or its failure.
  for (const card of await cards.all()) {
    await card.locator('[data-stat="record"]').or(card.getByText('Failed to load league data')).first().waitFor({ timeout: 60_000 });
  }
  await settle(page);
}

async function coldLogin(browser, device) {
  const context = await browser.newContext(device);
  const files = track(context);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await settle(page);
  return { context, page, files, login: await files.take() };
}

async function coldDashboard(browser, device, storageState) {
  const context = await browser.newContext({ ...device, storageState });
  const files = track(context);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(`${baseUrl}/dashboard`);
  await dashboardShown(page);
  const taken = await files.take();
  await context.close();
  return taken;
}

const browser = await launchChromium();
try {
  const desktop = await coldLogin(browser, DESKTOP);
  const { page } = desktop;
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The seeded admin has a profile but no MFL session: /login's second step asks for it.
  const form = page.getByRole('form', { name: 'Connect MFL account' });
  await form.getByLabel('MFL username').fill(mfl.username);
  await form.getByLabel('MFL password').fill(mfl.password);
  await form.getByRole('button', { name: 'Connect MFL Account' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
  await dashboardShown(page);
  const signInToDashboard = await desktop.files.take();
  const session = await desktop.context.storageState();
  await desktop.context.close();

  const dashboard = await coldDashboard(browser, DESKTOP, session);
  const phone = await coldLogin(browser, PHONE);
  await phone.context.close();
  const phoneDashboard = await coldDashboard(browser, PHONE, session);
  console.log(JSON.stringify({ login: desktop.login, signInToDashboard, dashboard, phoneLogin: phone.login, phoneDashboard }));
} finally {
  await browser.close();
}
