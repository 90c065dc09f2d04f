#!/usr/bin/env node
/**
 * Draws public/favicon.png (48 x 48) from public/favicon.svg in Chromium.
 *
 * The site links the PNG: Chromium renders an SVG image in a document of its own, and for the
 * tab's icon that cost about 100-250 ms of the page's main thread (4x-slowed trace) on every
 * first visit; a PNG is a plain decode. Run it again after changing the SVG.
 *
 * Usage: node scripts/favicon-png.mjs (CHROMIUM_PATH, default /usr/bin/chromium)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SIZE = 48;
const svg = fs.readFileSync(path.join(root, 'public/favicon.svg'), 'utf8').replace('<svg ', `<svg width="${SIZE}" height="${SIZE}" `);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
  await page.setContent(`<body style="margin:0">${svg}</body>`);
  await page.screenshot({ path: path.join(root, 'public/favicon.png'), omitBackground: true });
} finally {
  await browser.close();
}
console.log(`public/favicon.png: ${SIZE} x ${SIZE}`);
