import { chromium } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const pages = ['/ar', '/ar/Categories?page=1&category=1', '/ar/search?search=iphone', '/ar/item/iphone-17-pro?name=iPhone-17-Pro', '/ar/shopping-cart', '/ar/login', '/ar/register', '/ar/FAQs', '/ar/Maintenance?tab=support', '/ar/contact-us', '/ar/map-location', '/', '/item/iphone-17-pro'];
for (const width of [1280, 390]) {
  const p = await (await b.newContext({ viewport: { width, height: 900 } })).newPage();
  for (const path of pages) {
    await p.goto('http://127.0.0.1:3999' + path); await p.waitForLoadState('networkidle');
    const r = await new AxeBuilder({ page: p }).analyze();
    for (const v of r.violations) console.log(width, path, v.impact, v.id, v.nodes.length, v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(' | '));
  }
}
await b.close();
