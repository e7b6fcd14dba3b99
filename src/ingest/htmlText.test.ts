// A scraped page is read as a browser shows it, so the task inside its markup is what is compared.
import { describe, expect, it } from 'vitest';
import { htmlText } from './htmlText.js';

describe('htmlText', () => {
  it('reads a page as its text: scripts, styles, images and link targets left out, headings kept in their case', () => {
    const page = '<!DOCTYPE html><html><head><script>track()</script><style>p{}</style></head><body><nav><a href="/">Home</a></nav><h1>Example session</h1><p>Make a folder called <code>Projects</code>.</p><ol><li>Move the proposal into it.</li><li>Count its characters.</li></ol><img src="x.png" alt="logo"></body></html>';
    expect(htmlText(page)).toBe('Home\n\n\nExample session\n\nMake a folder called Projects.\n\n 1. Move the proposal into it.\n 2. Count its characters.');
  });

  it("reads a page's data scripts (Next.js's __NEXT_DATA__, JSON-LD) as records after its text, and not other scripts", () => {
    const page = '<!DOCTYPE html><html><head><title>Try a scenario</title><script src="/a.js"></script></head><body><div id="__next">Run simulated customer</div><script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"prompt":"Play the customer Lei Wilson, zip code 32255."}}}</script></body></html>';
    expect(htmlText(page)).toBe('Run simulated customer\n\nprops:\n  pageProps:\n    prompt: Play the customer Lei Wilson, zip code 32255.');
    expect(htmlText('<div>one</div><script>var x = {"a": 1};</script>')).toBeNull();
  });

  it("reads a server-rendered page's state assigned in an inline script (Nuxt 2's __NUXT__) as its prose strings", () => {
    const page = '<!doctype html><html><body><div id="__nuxt"><h1>Sample chats</h1></div><script>window.__NUXT__=(function(a,b){return {data:[{user:{id:b},brief:"You are playing Sophia Silva (user id: sophia_silva_7557) and want compensation for the cancelled flight.",path:"\\u002Fsamples\\u002Fairline",tags:[a]}]}}("gold-tier","sophia_silva_7557"));</script><script src="/_nuxt/app.js"></script></body></html>';
    expect(htmlText(page)).toBe('Sample chats\n\nYou are playing Sophia Silva (user id: sophia_silva_7557) and want compensation for the cancelled flight.');
    expect(htmlText('<div>one</div><script>gtag("config", "G-XYZ"); var msg = "ok";</script>')).toBeNull();
  });

  it('reads an XHTML page behind an XML declaration (an hOCR file) as its words', () => {
    const hocr = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Transitional//EN\" \"x.dtd\">\n<html><body><div class='ocr_page' title='bbox 0 0 2480 3508'><p class='ocr_par'><span class='ocr_line' title='bbox 1 2 3 4'><span class='ocrx_word' title='bbox 1 2 3 4; x_wconf 91'>User</span> <span class='ocrx_word'>id:</span> <span class='ocrx_word'>sophia_silva_7557</span></span></p><p>Cancel</p><p>all flights</p></div></body></html>";
    expect(htmlText(hocr)).toBe('User id: sophia_silva_7557\n\nCancel\n\nall flights');
  });

  it('reads a whole page after a few lines of something else (a template comment), those lines kept', () => {
    const mail = '{% comment %} flow: instructions received {% endcomment %}\n<!DOCTYPE html>\n<html><body><p>Hello,</p><p>1. Buy 100 shares of AAPL.</p><p>2. Check the order.</p></body></html>';
    expect(htmlText(mail)).toBe('{% comment %} flow: instructions received {% endcomment %}\n\nHello,\n\n1. Buy 100 shares of AAPL.\n\n2. Check the order.');
    expect(htmlText('Note to self:\n<b>bold</b> the order number')).toBeNull();
  });

  it('leaves a text that merely mentions a tag, and plain prose', () => {
    expect(htmlText('Use <b>bold</b> in the note and send it to Julia.')).toBeNull();
    expect(htmlText('Cancel order #W123 and refund it.')).toBeNull();
  });
});
