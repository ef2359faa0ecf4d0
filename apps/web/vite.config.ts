import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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

/**
 * Client chunks: React, React DOM and React Router in one file, and everything the shell imports statically in
 * another, instead of some thirty small shared chunks. The pages are served over HTTP/1.1, where a browser opens
 * at most six connections to a host, so on a slow mobile link every extra script request waits for a round trip.
 */
function clientChunks(): Plugin {
  const inShell = new Map<string, boolean>();
  function reachedFromShell(
    id: string,
    info: (id: string) => { importers: string[] } | null,
    seen = new Set<string>(),
  ): boolean {
    const known = inShell.get(id);
    if (known !== undefined) return known;
    if (SHELL_ROOTS.test(id)) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    const found = (info(id)?.importers ?? []).some((importer) => reachedFromShell(importer, info, seen));
    if (seen.size === 1) inShell.set(id, found);
    return found;
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
                    name: (id, ctx) => (reachedFromShell(id, (m) => ctx.getModuleInfo(m)) ? 'shell' : null),
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

export default defineConfig({
  plugins: [reactRouter(), precompress(), clientChunks()],
  build: {
    // Source maps would publish the server code's paths and sources next to the client assets.
    sourcemap: false,
  },
});
