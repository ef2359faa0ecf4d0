import type { Config } from '#app/env';
import type { OutboxTable } from '#app/db/schema';
import type { MessageTransport } from '#app/integrations/delivery';
import { createSmtpTransport } from '#app/integrations/email/smtp-transport';
import { createSmsGatewayTransport } from '#app/integrations/sms/sms-gateway-transport';

/** The transports the configuration asks for; a channel left out stays in the outbox. */
export function transportsFromConfig(
  config: Config,
): Partial<Record<OutboxTable['channel'], MessageTransport>> {
  return {
    ...(config.SMTP_URL
      ? { email: createSmtpTransport({ url: config.SMTP_URL, from: config.SMTP_FROM! }) }
      : {}),
    ...(config.SMS_GATEWAY_URL
      ? {
          sms: createSmsGatewayTransport({
            url: config.SMS_GATEWAY_URL,
            token: config.SMS_GATEWAY_TOKEN,
            sender: config.SMS_SENDER,
          }),
        }
      : {}),
  };
}
