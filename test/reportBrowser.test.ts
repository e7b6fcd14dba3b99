// report.html in headless Chromium (Debian's `chromium`, which .ci/run installs): the page loads with no
// console errors and no request but its own file, the hashed sorting script runs under the CSP, and a
// `<script>alert(1)</script>` task text stays text. Checked on the hand-made fixture (hostile text, strata)
// and on the sample data's real run (cluster map). Skipped, loudly, only when no Chromium is installed.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cluster, embed, ingest, neighbors, report } from '../src/index.js';
import { EVIL, writeCoreFixture, writeHoldoutFixture, writeStrataFixture } from './reportFixture.js';
import { SAMPLE, tempDir } from './helpers.js';

const CHROMIUM = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p): p is string => !!p && existsSync(p));
if (!CHROMIUM) console.warn('SKIPPED test/reportBrowser.test.ts: no Chromium installed (apt-get install chromium, or set CHROMIUM_PATH)');

// The page's DOM types are not in this project's lib (Node only); the callbacks run in the browser.
const count = (page: Page, selector: string) => page.$$eval(selector, (nodes) => nodes.length);
// textContent, not innerText: task texts sit in evidence viewers that are closed until opened.
const bodyText = (page: Page) => page.$eval('body', (body) => body.textContent ?? '');

interface PageLoad {
  requests: string[];
  errors: string[];
  dialogs: string[];
}

describe.skipIf(!CHROMIUM)('report.html in Chromium', () => {
  let browser: Browser;
  let fixtureHtml: string;
  let sampleHtml: string;

  beforeAll(async () => {
    browser = await puppeteer.launch({ executablePath: CHROMIUM as string, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
    const fixture = join(await tempDir(), 'run');
    await writeCoreFixture(fixture);
    await writeStrataFixture(fixture);
    await writeHoldoutFixture(fixture);
    await report(fixture, {});
    fixtureHtml = join(fixture, 'report.html');
    const dir = await tempDir();
    const sample = join(dir, 'run');
    await ingest({ portfolio: [join(SAMPLE, 'portfolio.jsonl')], suite: [join(SAMPLE, 'suite.jsonl')], tasks: [join(SAMPLE, 'tasks.csv')] }, { outDir: sample });
    await embed(sample, { cacheDir: join(dir, 'cache') });
    await neighbors(sample, {});
    await cluster(sample, {});
    await report(sample, {});
    sampleHtml = join(sample, 'report.html');
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  /** Opens `file` with every request but the file itself blocked and recorded, and every error collected. */
  async function open(file: string) {
    const page = await browser.newPage();
    const url = pathToFileURL(file).href;
    const load: PageLoad = { requests: [], errors: [], dialogs: [] };
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      load.requests.push(request.url());
      if (request.url() === url) void request.continue();
      else void request.abort();
    });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warn') load.errors.push(message.text());
    });
    page.on('pageerror', (error) => load.errors.push(String(error)));
    page.on('dialog', (dialog) => {
      load.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(url, { waitUntil: 'load' });
    return { page, url, load };
  }

  it('loads the fixture report offline and keeps hostile text as text', async () => {
    const { page, url, load } = await open(fixtureHtml);
    expect(load.requests).toEqual([url]);
    expect(load.errors).toEqual([]);
    expect(load.dialogs).toEqual([]);
    const dom = { scripts: await count(page, 'script'), text: await bodyText(page), svgs: await count(page, 'svg') };
    expect(dom.scripts).toBe(1);
    expect(dom.text).toContain(EVIL);
    expect(dom.text).toContain('Book | cancel *now*');
    expect(dom.svgs).toBe(3);
    await page.close();
  });

  it('sorts a table when its header is clicked (the script runs under the CSP)', async () => {
    const { page, load } = await open(fixtureHtml);
    const firstIds = () => page.$$eval('#offender-envs tbody tr', (rows) => rows.map((r) => r.cells[0]?.textContent ?? ''));
    expect(await firstIds()).toEqual([EVIL, 'gen/b']);
    await page.click('#offender-envs th[data-col="3"]'); // score, ascending
    expect(await firstIds()).toEqual(['gen/b', EVIL]);
    await page.click('#offender-envs th[data-col="3"]'); // and back
    expect(await firstIds()).toEqual([EVIL, 'gen/b']);
    expect(load.errors).toEqual([]);
    await page.close();
  });

  it('loads the sample report with its cluster map, offline and without errors', async () => {
    const { page, url, load } = await open(sampleHtml);
    expect(load.requests).toEqual([url]);
    expect(load.errors).toEqual([]);
    const dom = { svgs: await count(page, 'svg'), map: (await bodyText(page)).includes('principal component') };
    expect(dom.svgs).toBe(2); // similarity histograms and the cluster map (stratify not run)
    expect(dom.map).toBe(true);
    await page.close();
  });
});
