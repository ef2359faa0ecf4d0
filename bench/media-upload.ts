/**
 * The picture upload row of `npm run bench`: a 4000 x 3000 JPEG (about 3 MB of photo-like noise, made here) posted
 * to the back office's upload API of the production server over HTTP, BENCH_UPLOAD_RUNS times (default 5), each a new picture. Two times per
 * run: until the answer (the re-encoded original is stored and the product shows it), and until every WebP and AVIF
 * width exists (the in-process job after the answer). Medians of the runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { HEADER_CSRF, STAFF_COOKIE } from '@shop/contract/admin';
import { uploadedPicture } from '@shop/contract/picture-sources';
import { runShop } from '../apps/api/src/cli/shop.ts';
import { loadConfig } from '../apps/api/src/env.ts';
import { openRuntime } from '../apps/api/src/runtime.ts';
import { root, startProcess, stop } from './server-process.ts';

const RUNS = Number(process.env.BENCH_UPLOAD_RUNS ?? 5);

export interface UploadFigures {
  runs: number;
  width: number;
  height: number;
  /** Median bytes of the uploaded JPEGs. */
  bytes: number;
  answerMs: { median: number; all: number[] };
  allVariantsMs: { median: number; all: number[] };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
};

async function photo(seed: number): Promise<Buffer> {
  const { data, info } = await sharp({
    create: {
      width: 160,
      height: 120,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 110 + seed, sigma: 50 },
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: info }).resize(4000, 3000, { fit: 'fill' }).jpeg({ quality: 90 }).toBuffer();
}

export async function benchMediaUpload(): Promise<UploadFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-media-'));
  const env = {
    SQLITE_PATH: join(dir, 'shop.sqlite'),
    MEDIA_DIR: join(dir, 'media'),
    AUTH_RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_IP_MAX: '1000000',
  };
  // The seeded shop and a manager, made before the server starts on the same database.
  const runtime = await openRuntime(loadConfig({ ...env, NODE_ENV: 'production' }), { seed: true });
  const added = await runShop(
    ['staff', 'add', 'bench@example.com', '--name', 'Bench Manager', '--role', 'manager'],
    {},
    runtime,
  );
  await runtime.close();
  const token = /set-password\?token=([A-Za-z0-9_-]+)/.exec(added.out)?.[1];

  const server = await startProcess(
    join(root, 'node_modules/.bin/tsx'),
    ['apps/api/src/server.ts'],
    {
      ...env,
      NODE_ENV: 'production',
      PORT: '0',
      SERVE_WEB: 'false',
      SEED_ON_START: 'false',
      LOG_LEVEL: 'warn',
    },
    /Shop listening on http:\/\/127\.0\.0\.1:(\d+)/,
  );
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const password = 'bench password 1234';
    const json = { 'content-type': 'application/json' };
    await fetch(`${base}/api/admin/auth/set-password`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ token, password }),
    });
    const login = await fetch(`${base}/api/admin/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'bench@example.com', password }),
    });
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${STAFF_COOKIE}=`))!
      .split(';')[0]!;
    const csrf = ((await login.json()) as { data: { csrf_token: string } }).data.csrf_token;
    const headers = { cookie, [HEADER_CSRF]: csrf };

    const answers: number[] = [];
    const finished: number[] = [];
    const sizes: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const body = await photo(run);
      sizes.push(body.length);
      const started = performance.now();
      const res = await fetch(`${base}/api/admin/media/products/1/pictures`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'image/jpeg' },
        body,
      });
      const answer = (await res.json()) as { data: { pictures: Array<{ image: string }> } };
      answers.push(Math.round(performance.now() - started));
      if (res.status !== 201) throw new Error(`The upload answered ${res.status}.`);
      const hash = uploadedPicture(answer.data.pictures.at(-1)!.image)!.hash;
      // Polled every 20 ms: the figure is at most that much late.
      for (;;) {
        const state = await fetch(`${base}/api/admin/media/uploads/${hash}`, { headers });
        if (!state.ok) throw new Error(`The upload's state answered ${state.status}.`);
        if (((await state.json()) as { data: { ready: boolean } }).data.ready) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      finished.push(Math.round(performance.now() - started));
    }
    return {
      runs: RUNS,
      width: 4000,
      height: 3000,
      bytes: median(sizes),
      answerMs: { median: median(answers), all: answers },
      allVariantsMs: { median: median(finished), all: finished },
    };
  } finally {
    await stop(server.child);
    rmSync(dir, { recursive: true, force: true });
  }
}

export function renderUploadMarkdown(figures: UploadFigures): string {
  return [
    '## Picture upload',
    '',
    `A ${figures.width} x ${figures.height} JPEG of ${(figures.bytes / 1024 / 1024).toFixed(1)} MB posted to the back office's upload API, ${figures.runs} runs (the production server on SQLite, over HTTP).`,
    '',
    '| measure | median ms | runs ms |',
    '|---|---:|---|',
    `| until the answer (original re-encoded, picture in use) | ${figures.answerMs.median} | ${figures.answerMs.all.join(', ')} |`,
    `| until every WebP and AVIF width exists | ${figures.allVariantsMs.median} | ${figures.allVariantsMs.all.join(', ')} |`,
    '',
  ].join('\n');
}
