// Issue 20: the emails the product sent during the browser tests, read from the stack's mail
// catcher (scripts/mail-catcher.mjs; global-setup starts it with the stack, the API's SMTP_URL
// pointing at it). A spec waits for an email with `mailsTo(email)`.
import { TEST_PORTS } from './ports';

/** The mail catcher's web page and JSON (GET /messages, DELETE /messages). */
export const MAIL_CATCHER_URL = `http://127.0.0.1:${TEST_PORTS.mailHttp}`;

/** One caught email: `to` holds the envelope's recipients. */
export interface CaughtMail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  date: string;
}

/** Every email caught so far, oldest first. */
export async function caughtMails(): Promise<CaughtMail[]> {
  const response = await fetch(`${MAIL_CATCHER_URL}/messages`);
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/**
 * The emails to `email` (case-insensitive), oldest first, once at least `atLeast` have arrived:
 * polls the catcher (the outbox relay sends within a poll or two), and throws after `timeoutMs`.
 */
export async function mailsTo(
  email: string,
  {
    atLeast = 1,
    timeoutMs = 15_000,
    matching,
  }: {
    atLeast?: number;
    timeoutMs?: number;
    /** Only the emails whose subject matches. */
    matching?: RegExp;
  } = {},
): Promise<CaughtMail[]> {
  const wanted = email.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await caughtMails()).filter(
      (mail) =>
        mail.to.some((to) => to.toLowerCase() === wanted) &&
        (!matching || matching.test(mail.subject)),
    );
    if (mails.length >= atLeast) return mails;
    if (Date.now() > deadline) {
      throw new Error(
        `no email${matching ? ` matching ${matching}` : ''} to ${email} within ${timeoutMs} ms (${mails.length} of ${atLeast})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Forgets every caught email (a spec that counts them starts from none). */
export async function clearMails(): Promise<void> {
  await fetch(`${MAIL_CATCHER_URL}/messages`, { method: 'DELETE' });
}
