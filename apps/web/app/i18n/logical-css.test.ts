import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const STYLES = join(import.meta.dirname, '..', 'styles');
/** The back office is English only; every other stylesheet lays out pages that also run right to left. */
const storefrontSheets = readdirSync(STYLES).filter(
  (name) => name.endsWith('.css') && !name.startsWith('admin'),
);

/**
 * Physical sides that do not turn around on Arabic pages. A line may keep one when it says why with a
 * `physical:` comment (something centred on the page, which is the same in both directions).
 */
const PHYSICAL = [
  /\b(margin|padding|border)-(left|right)\s*:/,
  /^\s*(left|right)\s*:/,
  /\btext-align\s*:\s*(left|right)\b/,
  /\bfloat\s*:\s*(left|right)\b/,
  /\bborder-(top|bottom)-(left|right)-radius\s*:/,
  /\bclear\s*:\s*(left|right)\b/,
];

describe('storefront stylesheets', () => {
  it('are found', () => {
    expect(storefrontSheets).toContain('app.css');
    expect(storefrontSheets).toContain('product.css');
  });

  it('lay out with logical properties (inline-start and inline-end), so Arabic pages mirror', () => {
    const offending: string[] = [];
    for (const name of storefrontSheets) {
      const lines = readFileSync(join(STYLES, name), 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (line.includes('physical:')) return;
        if (PHYSICAL.some((rule) => rule.test(line))) offending.push(`${name}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(offending).toEqual([]);
  });
});
