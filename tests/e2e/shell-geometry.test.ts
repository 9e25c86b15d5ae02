import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';

const sizes = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
];

describe('the shell gives the page the viewport (issue 12, item 6)', () => {
  let browser: TestBrowser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each(sizes)('never scrolls the document at $width×$height', async (size) => {
    const page = await browser.context.newPage();
    await page.setViewportSize(size);
    await page.goto(`${inject('baseUrl')}/project/default/editor`);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const geometry = await page.evaluate(() => {
      const scroller = document.scrollingElement as HTMLElement;
      return {
        bodyMargin: getComputedStyle(document.body).margin,
        scrollHeight: scroller.scrollHeight,
        scrollWidth: scroller.scrollWidth,
        innerHeight: window.innerHeight,
        innerWidth: window.innerWidth,
      };
    });
    expect(geometry.bodyMargin).toBe('0px');
    expect(geometry.scrollHeight).toBeLessThanOrEqual(geometry.innerHeight);
    expect(geometry.scrollWidth).toBeLessThanOrEqual(geometry.innerWidth);
    await page.close();
  });
});
