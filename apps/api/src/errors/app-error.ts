import { errorCatalogue, type ErrorName } from '@shop/contract/errors';

/** An expected failure: the error handler answers it with its catalogue status and message in the envelope. */
export class AppError extends Error {
  readonly status: number;
  override readonly name: ErrorName;
  readonly headers: Record<string, string>;

  constructor(
    name: ErrorName,
    message?: string,
    options: { headers?: Record<string, string>; code?: number; messageAr?: string } = {},
  ) {
    super(message ?? errorCatalogue[name].message_en);
    this.name = name;
    this.status = errorCatalogue[name].status;
    this.headers = options.headers ?? {};
    this.bodyCode = options.code ?? this.status;
    this.messageAr = options.messageAr;
  }

  /** The envelope's `code`; usually the HTTP status, but a body code with its own meaning (700, 415, ...) wins. */
  readonly bodyCode: number;
  readonly messageAr: string | undefined;
}
