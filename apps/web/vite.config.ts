import { readdirSync, statSync } from 'node:fs';
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
 * and the server spends no CPU compressing on each request.
 */
function precompress(): Plugin {
  function walk(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  }
  return {
    name: 'shop:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(options) {
        if (!options.dir) return;
        const files = walk(options.dir).filter((file) => COMPRESSIBLE.test(file));
        // zlib runs these on libuv's thread pool, so the files compress side by side.
        await Promise.all(
          files.map(async (file) => {
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
          }),
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), precompress()],
  build: {
    // Source maps would publish the server code's paths and sources next to the client assets.
    sourcemap: false,
  },
});
