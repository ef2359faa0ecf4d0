/** What a message transport (SMTP, SMS gateway) is given and how it reports failure to the outbox dispatcher. */
export interface OutgoingMessage {
  to: string;
  subject: string | null;
  body: string;
}

export interface MessageTransport {
  send(message: OutgoingMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * A failed send. `permanent` means retrying cannot help (the address or number was refused); otherwise the dispatcher
 * retries with backoff. The message must describe the failure only: never the body, which holds codes and links.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}
