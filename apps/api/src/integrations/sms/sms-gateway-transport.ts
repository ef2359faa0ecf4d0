import { DeliveryError, type MessageTransport, type OutgoingMessage } from '../delivery.ts';

/**
 * SMS through an HTTP gateway: POST {to, body, sender} as JSON with a bearer token. Any 2xx is sent; 408, 429 and 5xx
 * (and no answer within 10 s) are retried; other 4xx mean the gateway refused the message for good.
 * The gateway's reply is never copied into errors: some gateways echo the text, and the text holds the code.
 */
export function createSmsGatewayTransport(options: {
  url: string;
  token?: string | undefined;
  sender: string;
}): MessageTransport {
  return {
    async send(message: OutgoingMessage) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          signal: AbortSignal.timeout(10_000),
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ to: message.to, body: message.body, sender: options.sender }),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new DeliveryError(
          timedOut ? 'SMS gateway did not answer in 10 s' : 'SMS gateway could not be reached',
          false,
        );
      }
      await response.body?.cancel();
      if (response.ok) return;
      const status = response.status;
      const retry = status === 408 || status === 429 || status >= 500;
      throw new DeliveryError(`SMS gateway answered ${status}`, !retry);
    },
    async close() {},
  };
}
