import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { TIMEOUT_MS } from './config.ts';
import { Stats } from './stats.ts';

export interface Answer {
  status: number;
  body: Buffer | null;
}

export interface SendOptions {
  body?: object;
  token?: string;
  /** Statuses that count as the right answer; [200] unless told. */
  expect?: number[];
  /** Keep the body of a right answer too (a wrong one's is always kept, for the error sample). */
  keepBody?: boolean;
}

/**
 * The soak's HTTP client: keep-alive sockets to the server, and the statistics its outcomes land in. `stats` is
 * replaced when the warm-up ends; a request counts in the phase it left in, even when it answers in the next.
 */
export class SoakClient {
  stats = new Stats();
  /** Set once the server is listening: its log can report errors before then. */
  port = 0;
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  /**
   * One request; its outcome lands in the statistics under `kind`. Resolves to the answer when the status was one of
   * `expect`, otherwise null (the error is recorded).
   */
  send(
    kind: string,
    method: 'GET' | 'POST',
    path: string,
    options: SendOptions = {},
  ): Promise<Answer | null> {
    const expect = options.expect ?? [200];
    const into = this.stats;
    const payload = options.body ? JSON.stringify(options.body) : undefined;
    const headers: http.OutgoingHttpHeaders = {
      accept: path.startsWith('/api/') ? 'application/json' : 'text/html',
    };
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    return new Promise((resolveAnswer) => {
      const started = performance.now();
      let settled = false;
      const finish = (answer: Answer | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolveAnswer(answer);
      };
      const fail = (reason: string, detail: string) => {
        if (settled) return;
        into.error(kind, reason, `${method} ${path}: ${detail}`, false);
        finish(null);
      };
      const request = http.request(
        { host: '127.0.0.1', port: this.port, method, path, headers, agent: this.agent },
        (response) => {
          const status = response.statusCode ?? 0;
          const good = expect.includes(status);
          const keep = !good || options.keepBody;
          const chunks: Buffer[] = [];
          let bytes = 0;
          response.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            if (keep) chunks.push(chunk);
          });
          response.on('error', (error) => fail('response error', error.message));
          response.on('end', () => {
            if (settled) return;
            const ms = performance.now() - started;
            const body = keep ? Buffer.concat(chunks) : null;
            if (good) {
              into.record(kind, ms, bytes, status < 300 ? 'ok' : 'expected');
              finish({ status, body });
            } else {
              into.record(kind, ms, bytes, 'error');
              into.error(
                kind,
                `HTTP ${status}`,
                `${method} ${path}: ${body?.toString().slice(0, 240)}`,
                true,
              );
              finish(null);
            }
          });
        },
      );
      const timer = setTimeout(() => {
        fail('timeout', `no answer within ${TIMEOUT_MS} ms`);
        request.destroy();
      }, TIMEOUT_MS);
      request.on('error', (error: NodeJS.ErrnoException) =>
        fail(`socket ${error.code ?? 'error'}`, error.message),
      );
      request.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
