import type { FastifyBaseLogger } from 'fastify';
import { uploadedPicture } from '@shop/contract/picture-sources';
import type { Deps } from '#app/deps';
import { encodeVariant, variantSpecs } from './media-picture.ts';
import type { MediaStorage } from '#app/deps';
import * as repo from './media.repository.ts';

/**
 * The in-process job that makes an upload's WebP and AVIF variants after the upload has been answered (all of them take
 * about 4 s for a 4000 x 3000 JPEG on one core, mostly AVIF; the answer waits only for the re-encoded original, which
 * the media route stands in for any variant not written yet). One upload at a time, smallest variant first, each file
 * recorded as it lands; an upload cut short by a restart is finished on the next start (uploads without ready_at).
 */
export class VariantJobs {
  readonly #queue: string[] = [];
  readonly #dropped = new Set<string>();
  #running: Promise<void> | null = null;

  constructor(
    private readonly deps: Pick<Deps, 'db'>,
    private readonly storage: MediaStorage,
    private readonly log: FastifyBaseLogger,
  ) {}

  enqueue(hash: string): void {
    this.#dropped.delete(hash);
    if (!this.#queue.includes(hash)) this.#queue.push(hash);
    this.#running ??= this.#drain().finally(() => {
      this.#running = null;
    });
  }

  /** Stops making an upload's variants (it was removed); the file being encoded is thrown away. */
  drop(hash: string): void {
    this.#dropped.add(hash);
    const at = this.#queue.indexOf(hash);
    if (at >= 0) this.#queue.splice(at, 1);
  }

  /** Resolves once no upload is waiting for variants (tests, the benchmark, shutdown). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async #drain(): Promise<void> {
    for (let hash = this.#queue.shift(); hash !== undefined; hash = this.#queue.shift()) {
      try {
        await this.#make(hash);
      } catch (error) {
        // Left without ready_at: the next start tries again, and the original keeps standing in meanwhile.
        this.log.error({ err: error, hash }, 'picture variants failed');
      }
    }
  }

  async #make(hash: string): Promise<void> {
    const upload = await repo.findUpload(this.deps.db, hash);
    const picture = upload ? uploadedPicture(upload.image) : null;
    if (!upload || !picture) return;
    const original = await this.storage.get(upload.image.slice('/media/'.length));
    if (!original) {
      this.log.error({ hash }, 'picture variants: the original is missing');
      return;
    }
    const done = new Set(upload.variants.split(' ').filter(Boolean));
    for (const spec of variantSpecs(hash, picture.width)) {
      if (done.has(spec.address)) continue;
      const content = await encodeVariant(original, spec);
      if (this.#dropped.has(hash)) break;
      await this.storage.put(spec.address.slice('/media/'.length), content);
      done.add(spec.address);
      await repo.setUploadVariants(this.deps.db, hash, [...done].join(' '), null);
    }
    if (this.#dropped.has(hash)) {
      // Removed while its variants were being made: nothing of it stays.
      this.#dropped.delete(hash);
      if (!(await repo.findUpload(this.deps.db, hash))) await this.storage.removeFolder(`up/${hash}`);
      return;
    }
    await repo.setUploadVariants(this.deps.db, hash, [...done].join(' '), new Date().toISOString());
  }
}
