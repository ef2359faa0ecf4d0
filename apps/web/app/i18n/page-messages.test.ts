import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { english } from './messages/en/index.ts';
import { LAYOUT_MESSAGES, PAGE_MESSAGES } from './page-messages.ts';

const APP = resolve(import.meta.dirname, '..');
const KEYS = new Set(Object.keys(english));
const namespaceOf = (key: string) => key.slice(0, key.indexOf('.'));

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('#web/')
    ? join(APP, specifier.slice('#web/'.length))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (!base) return null;
  return [base, `${base}.ts`, `${base}.tsx`].find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

/** Every message key written in a module and in everything it imports, statically or lazily. */
function keysUsedFrom(file: string): Set<string> {
  const used = new Set<string>();
  const seen = new Set<string>();
  const waiting = [file];
  while (waiting.length > 0) {
    const next = waiting.pop()!;
    // The message files and this list are what is carried, not what is said.
    if (seen.has(next) || next.includes('/i18n/messages/') || next.endsWith('/page-messages.ts')) continue;
    seen.add(next);
    const source = readFileSync(next, 'utf8');
    for (const [, key] of source.matchAll(/['"`]([a-zA-Z]+\.[a-zA-Z0-9]+)['"`]/g))
      if (KEYS.has(key!)) used.add(key!);
    for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      const found = resolveImport(next, specifier!);
      if (found) waiting.push(found);
    }
  }
  return used;
}

/** The keys a route's `meta` writes: titles are read before, and without, the page's own data. */
function metaKeys(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const start = source.indexOf('export function meta');
  if (start < 0) return [];
  const body = source.slice(start, source.indexOf('\n}\n', start));
  return [...body.matchAll(/'([a-zA-Z]+\.[a-zA-Z0-9]+)'/g)]
    .map((match) => match[1]!)
    .filter((key) => KEYS.has(key));
}

/** The route files the shop layout holds, from the route configuration. */
function shopPages(): string[] {
  const config = readFileSync(join(APP, 'routes.ts'), 'utf8');
  const inLayout = config.slice(
    config.indexOf("layout('routes/shop-layout.tsx'"),
    config.indexOf("route('*'"),
  );
  return [...new Set([...inLayout.matchAll(/'routes\/([a-z-]+)\.tsx'/g)].map((match) => match[1]!))].filter(
    (name) => name !== 'shop-layout',
  );
}

const layoutNamespaces = new Set<string>(LAYOUT_MESSAGES.namespaces);
const layoutKeys = new Set<string>(LAYOUT_MESSAGES.keys);
const inLayout = (key: string) => layoutNamespaces.has(namespaceOf(key)) || layoutKeys.has(key);

describe('each page carries the messages it says, and only those', () => {
  it('the layout carries every message the header, footer, menus and dialogs use', () => {
    const missing = [...keysUsedFrom(join(APP, 'routes/shop-layout.tsx'))].filter((key) => !inLayout(key));
    expect(missing, 'add their namespaces to LAYOUT_MESSAGES in page-messages.ts').toEqual([]);
  });

  it('the layout carries every page title and description, which a page without its data still shows', () => {
    const missing = shopPages().flatMap((page) =>
      metaKeys(join(APP, `routes/${page}.tsx`))
        .filter((key) => !inLayout(key))
        .map((key) => `${page}: ${key}`),
    );
    expect(missing, "add them to LAYOUT_MESSAGES' keys in page-messages.ts").toEqual([]);
  });

  it.each(shopPages())(
    '%s carries the namespaces its components use beyond the layout, and asks for them',
    (page) => {
      const file = join(APP, `routes/${page}.tsx`);
      const own = new Set(
        [...keysUsedFrom(file)].filter((key) => !inLayout(key)).map((key) => namespaceOf(key)),
      );
      const declared: readonly string[] = (PAGE_MESSAGES as Record<string, readonly string[]>)[page] ?? [];
      expect(
        [...own].filter((name) => !declared.includes(name)),
        `add them to PAGE_MESSAGES['${page}']`,
      ).toEqual([]);
      expect(
        declared.filter((name) => !own.has(name)),
        `PAGE_MESSAGES['${page}'] names what the page never says`,
      ).toEqual([]);
      if (declared.length > 0) expect(readFileSync(file, 'utf8')).toContain(`pageMessages(`);
      if (declared.length > 0) expect(readFileSync(file, 'utf8')).toContain(`'${page}')`);
    },
  );

  it('no namespace is both the layout’s and a page’s', () => {
    const doubled = Object.entries(PAGE_MESSAGES).flatMap(([page, names]) =>
      names.filter((name) => layoutNamespaces.has(name)).map((name) => `${page}: ${name}`),
    );
    expect(doubled).toEqual([]);
  });
});
