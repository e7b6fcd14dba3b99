// report.html in headless Chromium (Debian's `chromium`, which .ci/run installs): the page loads with no
// console errors and no request but its own file, the hashed sorting script runs under the CSP, and a
// `<script>alert(1)</script>` task text stays text. Checked on the hand-made fixture (hostile text, strata)
// and on the sample data's real run (cluster map). Skipped, loudly, only when no Chromium is installed.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROWS } from '../src/report/pageScript.js';
import { cluster, embed, ingest, neighbors, report } from '../src/index.js';
import { EVIL, writeCoreFixture, writeHoldoutFixture, writeStrataFixture } from './reportFixture.js';
import { SAMPLE, hasRealData, tempDir } from './helpers.js';
import { REAL_RUN_TIMEOUT, sharedRealDataRun } from './realRun.js';
import { statSync } from 'node:fs';

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

/**
 * Share of a PNG's pixels that are data ink: saturated colour that is not the red of the threshold rules (axes,
 * grid lines and labels are grey). Decoded in a blank page's canvas, which needs no image library.
 */
async function inkShare(browser: Browser, png: Uint8Array): Promise<number> {
  const page = await browser.newPage();
  try {
    // Runs in the page; the DOM's types are not in this project's lib (Node only), hence the narrow casts.
    return await page.evaluate(async (data: string) => {
      type Canvas = { width: number; height: number; getContext: (kind: '2d') => { drawImage: (i: unknown, x: number, y: number) => void; getImageData: (x: number, y: number, w: number, h: number) => { data: Uint8ClampedArray } } };
      const dom = globalThis as unknown as { Image: new () => { src: string; width: number; height: number; decode: () => Promise<void> }; document: { createElement: (tag: 'canvas') => Canvas } };
      const image = new dom.Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = dom.document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, image.width, image.height).data;
      let ink = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        const [r, g, b] = [pixels[i] as number, pixels[i + 1] as number, pixels[i + 2] as number];
        const saturated = Math.max(r, g, b) - Math.min(r, g, b) > 60;
        const red = r > 150 && g < 90 && b < 90;
        if (saturated && !red) ink++;
      }
      return ink / (pixels.length / 4);
    }, Buffer.from(png).toString('base64'));
  } finally {
    await page.close();
  }
}

describe.skipIf(!CHROMIUM || !hasRealData)('the real-data report.html in Chromium', () => {
  let browser: Browser;
  let file: string;

  beforeAll(async () => {
    browser = await puppeteer.launch({ executablePath: CHROMIUM as string, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
    file = join(await sharedRealDataRun(), 'report.html');
  }, REAL_RUN_TIMEOUT);

  afterAll(async () => {
    await browser?.close();
  });

  it('opens offline without errors, every section reachable, each table paged and searchable, no empty chart panel', async () => {
    expect(statSync(file).size).toBeLessThan(4 * 1024 * 1024);
    const page = await browser.newPage();
    await page.setViewport({ width: 1400, height: 900 });
    const url = pathToFileURL(file).href;
    const requests: string[] = [];
    const errors: string[] = [];
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      requests.push(request.url());
      if (request.url() === url) void request.continue();
      else void request.abort();
    });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warn') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    const started = performance.now();
    await page.goto(url, { waitUntil: 'load' });
    // Measured and reported, not asserted: the machine is shared and noisy.
    console.log(`real-data report.html (${statSync(file).size} bytes) loaded in ${Math.round(performance.now() - started)} ms`);
    expect(requests).toEqual([url]);
    expect(errors).toEqual([]);

    // Every contents entry leads to its section, opening it when it was closed.
    const targets = await page.$$eval('nav.contents a', (links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(targets.length).toBeGreaterThanOrEqual(8);
    for (const target of targets) {
      await page.$eval('nav.contents', (nav) => nav.scrollIntoView());
      await page.click(`nav.contents a[href="${target}"]`);
      // The page opens the section on hashchange, which fires after the click returns: on a loaded machine a
      // check right after the click ran before it. Waited for (a section that never opens fails here).
      await page
        .waitForFunction(`document.querySelector(${JSON.stringify(target)})?.querySelector('details')?.open ?? true`, { timeout: 10_000 })
        .catch(() => undefined);
      const state = await page.$eval(target, (section) => ({ open: section.querySelector('details')?.open ?? true, top: section.getBoundingClientRect().top }));
      expect(state.open, target).toBe(true);
      // In view: at the top, or (the last sections) wherever the end of the page lets it be.
      expect(state.top, target).toBeGreaterThan(-5);
      expect(state.top, target).toBeLessThan(900);
    }

    // No table renders more than a page of rows; the long ones page and search.
    const visible = await page.$$eval('table.paged', (tables) => tables.map((t) => [t.id, [...t.querySelectorAll(':scope > tbody > tr')].filter((r) => !(r as unknown as { hidden: boolean }).hidden).length] as const));
    for (const [id, rows] of visible) expect(rows, id).toBeLessThanOrEqual(PAGE_ROWS);
    const shownIds = () => page.$$eval('#item-matches > tbody > tr:not([hidden])', (rows) => rows.map((r) => r.id));
    const first = await shownIds();
    expect(first).toHaveLength(PAGE_ROWS);
    await page.click('[data-tools-for="item-matches"] .next');
    const second = await shownIds();
    expect(second[0]).toBe(`item-${PAGE_ROWS}`);
    await page.type('[data-tools-for="item-matches"] input', 'TradingBot');
    const found = await page.$$eval('#item-matches > tbody > tr:not([hidden])', (rows) => rows.map((r) => r.textContent ?? ''));
    expect(found.length).toBeGreaterThan(0);
    for (const text of found) expect(text).toContain('TradingBot');

    // Each chart panel (its plot area: vega's background rect) holds data ink.
    // Plot areas only: the layout groups that hold panels have zero-size backgrounds of their own.
    const backgrounds = await page.$$('figure svg .role-scope > g > path.background, figure svg .role-frame > g > path.background');
    const panels = [];
    for (const b of backgrounds) {
      const box = await b.boundingBox();
      if (box && box.width > 20 && box.height > 20) panels.push(b);
    }
    expect(panels.length).toBeGreaterThanOrEqual(7);
    for (const [i, panel] of panels.entries()) {
      await panel.scrollIntoView();
      const share = await inkShare(browser, await panel.screenshot());
      expect(share, `chart panel ${i}`).toBeGreaterThan(0.002);
    }
    // And the check fails on an empty panel: with every chart's marks hidden, the first panel holds no data ink.
    await page.evaluate("for (const mark of document.querySelectorAll('figure svg .role-mark')) mark.style.visibility = 'hidden'");
    const emptied = panels[0] as (typeof panels)[number];
    await emptied.scrollIntoView();
    expect(await inkShare(browser, await emptied.screenshot())).toBeLessThanOrEqual(0.002);
    await page.close();
  }, 300_000);
});
if (!hasRealData) console.warn('SKIPPED the real-data report.html in Chromium: ../shared/data/real is absent');
