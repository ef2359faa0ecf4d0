import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html|xml|webmanifest)$/;

/**
 * Writes a .br and a .gz beside every text file of the client build, once, at the highest levels: the server sends
 * them as they are (@fastify/static preCompressed), so shoppers on slow mobile links get a quarter of the bytes
 * and the server spends no CPU compressing on each request. It runs after the client build and again after the
 * server build, because React Router writes the route manifest (assets/manifest-*.js) into the client folder then.
 */
function precompress(): Plugin {
  function walk(dir: string): string[] {
    if (!existsSync(dir)) return [];
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  }
  async function compress(file: string): Promise<void> {
    const body = await readFile(file);
    if (body.length < 1024) return;
    const [gz, br] = await Promise.all([
      gzipAsync(body, { level: 9 }),
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    ]);
    await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
  }
  return {
    name: 'shop:precompress',
    apply: 'build',
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(options) {
        if (!options.dir) return;
        const clientDir =
          this.environment.name === 'client' ? options.dir : join(options.dir, '..', 'client');
        const fresh = (file: string) =>
          existsSync(`${file}.br`) && statSync(`${file}.br`).mtimeMs >= statSync(file).mtimeMs;
        const files = walk(clientDir).filter((file) => COMPRESSIBLE.test(file) && !fresh(file));
        // zlib runs these on libuv's thread pool, so the files compress side by side.
        await Promise.all(files.map(compress));
      },
    },
  };
}

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
/** The modules every shop page runs: the document (root), the header and footer (shop-layout), the client entry. */
const SHELL_ROOTS = /[\\/]app[\\/](root|entry\.client|routes[\\/]shop-layout)\.tsx($|\?)/;

/** The home page's route module: what it shares with other pages rides in the shell (see clientChunks). */
const HOME_ROUTE = /[\\/]app[\\/]routes[\\/]home\.tsx($|\?)/;
const ROUTE = /[\\/]app[\\/]routes[\\/][^\\/]+\.tsx($|\?)/;

type ModuleInfo = (id: string) => { importers: string[] } | null;

/**
 * Client chunks: React, React DOM and React Router in one file, and in another everything the shell imports
 * statically plus what the home page shares with other pages (product cards, prices, the cart button, page meta),
 * instead of some thirty small shared chunks. The pages are served over HTTP/1.1, where a browser opens at most six
 * connections to a host, so on a slow mobile link every extra script request waits for a round trip; and one file
 * compresses better than eight small ones (home: 2.0 KB less gzipped).
 */
function clientChunks(): Plugin {
  const inShell = new Map<string, boolean>();
  /** The shell's modules, and the route modules, that import `id` directly or through other modules. */
  function roots(id: string, info: ModuleInfo, seen = new Set<string>()): Set<string> {
    const found = new Set<string>();
    if (seen.has(id)) return found;
    seen.add(id);
    if (SHELL_ROOTS.test(id) || ROUTE.test(id)) found.add(id);
    for (const importer of info(id)?.importers ?? [])
      for (const root of roots(importer, info, seen)) found.add(root);
    return found;
  }
  function inShellChunk(id: string, info: ModuleInfo): boolean {
    let known = inShell.get(id);
    if (known === undefined) {
      const from = [...roots(id, info)];
      // A route module is its own chunk; React Router imports it as `route.tsx?query` too, so paths are compared bare.
      const routes = new Set(
        from
          .filter((root) => ROUTE.test(root) && !SHELL_ROOTS.test(root))
          .map((root) => root.split('?')[0] ?? root),
      );
      known =
        from.some((root) => SHELL_ROOTS.test(root)) ||
        (!ROUTE.test(id) && [...routes].some((route) => HOME_ROUTE.test(route)) && routes.size > 1);
      inShell.set(id, known);
    }
    return known;
  }
  return {
    name: 'shop:client-chunks',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'framework', test: FRAMEWORK, priority: 2 },
                  {
                    name: (id, ctx) => (inShellChunk(id, (m) => ctx.getModuleInfo(m)) ? 'shell' : null),
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}

/**
 * React Router's own production build in the browser. The package ships dist/production beside dist/development, but
 * its exports map names only the development files, whose developer warnings and "Hey developer" error screens are
 * kept behind a flag that is true there and false in the production files. The client build takes the production
 * files, so the minifier drops that code; the server keeps what the exports map names.
 */
function reactRouterProduction(): Plugin {
  const dist = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  const files: Record<string, string> = {
    'react-router': join(dist, 'index.mjs'),
    'react-router/dom': join(dist, 'dom-export.mjs'),
  };
  return {
    name: 'shop:react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      if (this.environment.name !== 'client') return null;
      return files[source] ?? null;
    },
  };
}

/**
 * The browser formats messages the server has already parsed (apps/web/app/i18n), so its copy of the ICU message
 * parser is the package's parser-less build: the formatter alone, about 7 KB gzipped less (ADR 0040).
 */
function icuFormatterOnly(): Plugin {
  const noParser = createRequire(import.meta.url).resolve('@formatjs/icu-messageformat-parser/no-parser.js');
  return {
    name: 'shop:icu-formatter-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      if (this.environment.name !== 'client') return null;
      return source === '@formatjs/icu-messageformat-parser' ? noParser : null;
    },
  };
}

export default defineConfig({
  plugins: [reactRouterProduction(), icuFormatterOnly(), reactRouter(), precompress(), clientChunks()],
  build: {
    // Source maps would publish the server code's paths and sources next to the client assets.
    sourcemap: false,
  },
});
