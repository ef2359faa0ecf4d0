import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '#app/errors/app-error';
import { DEMO_BRANDS } from '../../db/seed/demo-catalog.ts';
import {
  InvalidArtInputError,
  isSafeSlug,
  renderBanner,
  renderBrandLogo,
  renderCategoryIcon,
  renderCategoryImage,
  renderDevice,
} from './device-art.ts';

/**
 * Generated product, category, brand and banner images. The output depends only on the URL, so it is memoised
 * here and cached by browsers and CDNs forever (a changed drawing gets a new URL only if the data changes it).
 */

const HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=31536000, immutable',
  // An SVG opened directly is a document: it must not run or load anything.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
} as const;

const MAX_CACHED = 500;
const cache = new Map<string, string>();

/** Bounded memo: the key space is small for real URLs, but anyone can request any valid colour. */
function memo(key: string, render: () => string): string {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const svg = render();
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, svg);
  return svg;
}

const FILE = /^([a-z0-9-]{1,40})\.svg$/;
const COLOR_FILE = /^([0-9a-f]{6})\.svg$/i;

function notFound(): AppError {
  return new AppError('not_found', 'No such image.');
}

/** 'name.svg' -> 'name', or not found. */
function baseName(file: string, pattern: RegExp = FILE): string {
  const match = pattern.exec(file);
  if (!match) throw notFound();
  return match[1]!;
}

function renderOrNotFound(key: string, render: () => string): string {
  try {
    return memo(key, render);
  } catch (error) {
    if (error instanceof InvalidArtInputError) throw notFound();
    throw error;
  }
}

const brandsBySlug = new Map(DEMO_BRANDS.map((b) => [b.slug, b]));

/** Known brands get their wordmark colours; any other safe slug a neutral wordmark of its words. */
function brandLogo(slug: string): string {
  const brand = brandsBySlug.get(slug);
  if (brand) return renderBrandLogo(brand.name, brand.logo);
  if (!isSafeSlug(slug)) throw new InvalidArtInputError('Unsafe brand slug.');
  const words = slug.split('-').filter(Boolean);
  return renderBrandLogo(words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' '));
}

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply.headers(HEADERS).send(svg);
}

interface KindFileParams {
  kind: string;
  file: string;
}

interface FileParams {
  file: string;
}

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: KindFileParams }>('/media/device/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params;
    const color = baseName(file, COLOR_FILE).toLowerCase();
    return sendSvg(
      reply,
      renderOrNotFound(`device:${kind}:${color}`, () => renderDevice(kind, color)),
    );
  });

  app.get<{ Params: FileParams }>('/media/icon/:file', async (request, reply) => {
    const kind = baseName(request.params.file);
    return sendSvg(
      reply,
      renderOrNotFound(`icon:${kind}`, () => renderCategoryIcon(kind)),
    );
  });

  app.get<{ Params: FileParams }>('/media/category/:file', async (request, reply) => {
    const kind = baseName(request.params.file);
    return sendSvg(
      reply,
      renderOrNotFound(`category:${kind}`, () => renderCategoryImage(kind)),
    );
  });

  app.get<{ Params: FileParams }>('/media/brand/:file', async (request, reply) => {
    const slug = baseName(request.params.file);
    return sendSvg(
      reply,
      renderOrNotFound(`brand:${slug}`, () => brandLogo(slug)),
    );
  });

  app.get<{ Params: FileParams }>('/media/banner/:file', async (request, reply) => {
    const slug = baseName(request.params.file);
    return sendSvg(
      reply,
      renderOrNotFound(`banner:${slug}`, () => renderBanner(slug)),
    );
  });
}
