// Shared set-up for the browser tests: the page served on localhost and Debian's
// Chromium driven by playwright-core. Screenshots go to test-output/.
import { chromium } from 'playwright-core';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../../scripts/serve.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const OUT = join(ROOT, 'test-output');
mkdirSync(OUT, { recursive: true });

export async function start() {
  const server = await serve({ port: 0 });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  const base = `http://127.0.0.1:${server.address().port}/`;
  return {
    server,
    browser,
    base,
    async page(opts = {}) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 1000 }, ...opts });
      // Record Content-Security-Policy violations: the page must cause none.
      await context.addInitScript(() => {
        window.__csp = [];
        document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
      });
      const page = await context.newPage();
      page.errors = [];
      page.on('pageerror', (e) => page.errors.push(e.message));
      return page;
    },
    /** Closes the browser and the server (a test may have closed the server already). */
    async stop() {
      await browser.close();
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise((ok) => server.close(ok));
    },
  };
}

export async function open(page, url) {
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
}

export const shot = (page, name) => page.screenshot({ path: join(OUT, `${name}.png`), fullPage: true });

/** The engine as the page loads it (www/pkg), for a test's expected answers. */
export async function engine() {
  const wasm = await import(join(ROOT, 'www/pkg/fourseas_wasm.js'));
  wasm.initSync({ module: readFileSync(join(ROOT, 'www/pkg/fourseas_wasm_bg.wasm')) });
  return wasm;
}

const AXE = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page as it is, as "rule: targets" lines. */
export async function axe(page) {
  // Evaluated through the driver, so the page's Content-Security-Policy allows it.
  await page.evaluate(AXE);
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Opens the Play view's settings (folded to one line while a hand is played). */
export async function playSettings(page) {
  await page.waitForSelector('#play-settings summary');
  if (!(await page.evaluate(() => document.getElementById('play-settings').open))) await page.click('#play-settings summary');
  await page.waitForSelector('#play-speed', { state: 'visible' });
}
