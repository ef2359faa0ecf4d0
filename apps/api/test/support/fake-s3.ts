import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an S3-compatible bucket, path-style on 127.0.0.1: the five requests the media store makes
 * (PutObject, GetObject, HeadObject, ListObjectsV2, DeleteObjects), answered as S3 answers them, and nothing that is
 * not signed with AWS Signature Version 4 by the expected key. Objects are kept in memory for one test file.
 */
export interface FakeS3 {
  endpoint: string;
  bucket: string;
  objects: Map<string, { body: Buffer; contentType: string; cacheControl: string }>;
  /** Every request as "METHOD path?query", in order. */
  requests: string[];
  close(): Promise<void>;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>${body}`;
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeS3(options: { bucket: string; accessKeyId: string }): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      requests.push(`${request.method} ${url.pathname}${url.search}`);
      const send = (status: number, body = '', type = 'application/xml') => {
        response.writeHead(status, { 'content-type': type });
        response.end(body);
      };
      const error = (status: number, code: string) =>
        send(
          status,
          request.method === 'HEAD'
            ? ''
            : xml(`<Error><Code>${code}</Code><Message>${code}</Message></Error>`),
        );
      const auth = request.headers.authorization ?? '';
      if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/`))
        return error(403, 'AccessDenied');
      const [, bucket, ...rest] = url.pathname.split('/');
      if (bucket !== options.bucket) return error(404, 'NoSuchBucket');
      const key = decodeURIComponent(rest.join('/'));
      const body = await bodyOf(request);

      if (request.method === 'PUT' && key) {
        objects.set(key, {
          body,
          contentType: String(request.headers['content-type'] ?? ''),
          cacheControl: String(request.headers['cache-control'] ?? ''),
        });
        return send(200);
      }
      if ((request.method === 'GET' || request.method === 'HEAD') && key) {
        const object = objects.get(key);
        if (!object) return error(404, 'NoSuchKey');
        response.writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.body.length,
          'cache-control': object.cacheControl,
        });
        return response.end(request.method === 'HEAD' ? undefined : object.body);
      }
      if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const delimiter = url.searchParams.get('delimiter');
        const keys = [...objects.keys()]
          .filter((k) => k.startsWith(prefix) && !(delimiter && k.slice(prefix.length).includes(delimiter)))
          .sort();
        const contents = keys
          .map(
            (k) => `<Contents><Key>${escape(k)}</Key><Size>${objects.get(k)!.body.length}</Size></Contents>`,
          )
          .join('');
        return send(
          200,
          xml(
            `<ListBucketResult><Name>${bucket}</Name><Prefix>${escape(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
          ),
        );
      }
      if (request.method === 'POST' && url.searchParams.has('delete')) {
        for (const [, k] of body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)) {
          objects.delete(k!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
        }
        return send(200, xml('<DeleteResult></DeleteResult>'));
      }
      return error(400, 'NotImplemented');
    })().catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: options.bucket,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
