// Issue 20: how the relay sends the outbox's `email` rows: nodemailer over SMTP_URL, the sender
// MAIL_FROM. One transport for the process (created once in server.ts); a connection per message,
// so a mail server restarted between two emails costs nothing but a retry.
import nodemailer from 'nodemailer';
import { isLocale } from '@leafbid/domain';
import type { EmailPayload } from '../trade-desk/notification-email.js';

export interface Mailer {
  /** Sends one email; rejects when the mail server refuses it or cannot be reached. */
  send(payload: EmailPayload, id: string): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string;
  from: string;
  /** Connecting, the greeting and each reply wait at most this long (OUTBOX_REQUEST_TIMEOUT_MS). */
  timeoutMs: number;
}

/** The payload of an `email` row, checked: a row not of that shape fails (and dies in time). */
export function asEmailPayload(value: unknown): EmailPayload {
  const v = value as Partial<EmailPayload> | null;
  if (
    !v ||
    typeof v.to !== 'string' ||
    typeof v.subject !== 'string' ||
    typeof v.text !== 'string' ||
    !isLocale(v.language)
  ) {
    throw new Error('not an email payload: {to, subject, text, language} expected');
  }
  return { to: v.to, subject: v.subject, text: v.text, language: v.language };
}

export function createMailer(options: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
  });
  return {
    async send(payload, id) {
      await transport.sendMail({
        from: options.from,
        to: payload.to,
        subject: payload.subject,
        text: payload.text,
        // The outbox row's id: a retry after a lost answer is recognisably the same email.
        messageId: `<${id}@outbox.leafbid>`,
        headers: { 'Content-Language': payload.language },
      });
    },
    close() {
      transport.close();
    },
  };
}
