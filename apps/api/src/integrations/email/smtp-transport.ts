import nodemailer from 'nodemailer';
import { DeliveryError, type MessageTransport, type OutgoingMessage } from '../delivery.ts';

/**
 * E-mail through any SMTP server (smtp:// or smtps:// URL with credentials in it), sent as plain text from SMTP_FROM.
 * A 5xx reply to the recipient is permanent; connection trouble and 4xx replies are retried by the dispatcher.
 */
export function createSmtpTransport(options: { url: string; from: string }): MessageTransport {
  const transporter = nodemailer.createTransport(options.url, { from: options.from });
  return {
    async send(message: OutgoingMessage) {
      try {
        await transporter.sendMail({
          to: message.to,
          subject: message.subject ?? '',
          text: message.body,
        });
      } catch (error) {
        throw smtpFailure(error);
      }
    },
    async close() {
      transporter.close();
    },
  };
}

function smtpFailure(error: unknown): DeliveryError {
  const code = (error as { responseCode?: unknown }).responseCode;
  if (typeof code === 'number') {
    return new DeliveryError(`SMTP server answered ${code}`, code >= 500 && code < 600);
  }
  const reason = (error as { code?: unknown }).code;
  return new DeliveryError(
    `SMTP server could not be reached (${typeof reason === 'string' ? reason : 'error'})`,
    false,
  );
}
