// The local mail catcher (issue 20): an SMTP server that keeps what it receives in memory, and a
// small web page to read it. `npm start` runs it and gives the API SMTP_URL=smtp://127.0.0.1:1025,
// so the notification emails of a local run are read at http://localhost:1080; the browser tests'
// stack runs it too (tests/support/mail.ts reads GET /messages). Nothing leaves the machine.
//
//   node scripts/mail-catcher.mjs [--smtp-port 1025] [--http-port 1080]
//   (or MAIL_CATCHER_SMTP_PORT / MAIL_CATCHER_HTTP_PORT)
//
// HTTP:  GET /          the messages, newest first, as a page
//        GET /messages  JSON [{id, from, to, subject, text, date}], oldest first
//        DELETE /messages  forgets them all (204)
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { mailCatcherPorts } from './lib/config.mjs';

export const DEFAULT_SMTP_PORT = 1025;
export const DEFAULT_HTTP_PORT = 1080;
/** The most messages kept: the oldest go first. */
export const MAX_MESSAGES = 500;
/** The largest message accepted (notification emails are a few hundred bytes). */
const MAX_MESSAGE_BYTES = 1024 * 1024;

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

function page(messages) {
  const items = [...messages]
    .reverse()
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject || '(no subject)')}</h2>
  <p class="meta">From ${escapeHtml(m.from)} to ${escapeHtml(m.to.join(', '))}, ${escapeHtml(m.date)}</p>
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Leafbid mail catcher</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 1rem; }
  article { border-top: 1px solid #ccc; padding: 0.5rem 0; }
  h2 { font-size: 1.1rem; margin: 0.5rem 0 0; }
  .meta { color: #444; margin: 0; font-size: 0.9rem; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; }
</style>
</head>
<body>
<h1>Leafbid mail catcher</h1>
<p>${messages.length === 0 ? 'No email yet: what Leafbid sends appears here (reload the page).' : `${messages.length} email${messages.length === 1 ? '' : 's'}, newest first.`}</p>
${items}
</body>
</html>
`;
}

const listen = (server, port, host) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address().port);
    });
  });

/**
 * Starts the catcher: SMTP on `smtpPort`, HTTP on `httpPort` (0 = any free port), on `host`.
 * @param {{ smtpPort?: number, httpPort?: number, host?: string, maxMessages?: number }} [options]
 * @returns {Promise<{ urls: { smtp: string, http: string }, ports: { smtp: number, http: number },
 *   messages: () => Array<{ id: string, from: string, to: string[], subject: string, text: string,
 *   date: string }>, stop: () => Promise<void> }>}
 */
export async function startMailCatcher(options = {}) {
  const {
    smtpPort = DEFAULT_SMTP_PORT,
    httpPort = DEFAULT_HTTP_PORT,
    host = '127.0.0.1',
    maxMessages = MAX_MESSAGES,
  } = options;
  const messages = [];

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    // On stop, a client still connected (an API's idle SMTP connection) is dropped after 1 s, not
    // the default 30 s: `npm start` stops promptly on SIGTERM.
    closeTimeout: 1000,
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (stream.sizeExceeded) {
            const error = new Error('Message too large');
            error.responseCode = 552;
            callback(error);
            return;
          }
          messages.push({
            id: randomUUID(),
            from: parsed.from?.text ?? session.envelope.mailFrom?.address ?? '',
            // Where it was delivered: the envelope's recipients.
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            date: (parsed.date ?? new Date()).toISOString(),
          });
          if (messages.length > maxMessages) messages.splice(0, messages.length - maxMessages);
          callback();
        })
        .catch((error) => callback(error));
    },
  });
  // A client that drops the connection is its own problem, never the catcher's.
  smtp.on('error', () => {});

  const web = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://catcher');
    if (url.pathname === '/messages' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(messages));
    } else if (url.pathname === '/messages' && req.method === 'DELETE') {
      messages.length = 0;
      res.writeHead(204).end();
    } else if (url.pathname === '/' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page(messages));
    } else {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    }
  });

  const ports = { smtp: 0, http: 0 };
  try {
    ports.smtp = await listen(smtp.server, smtpPort, host);
    ports.http = await listen(web, httpPort, host);
  } catch (error) {
    await new Promise((resolve) => smtp.close(resolve));
    web.close();
    throw error;
  }
  const hostName = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
  return {
    ports,
    urls: { smtp: `smtp://127.0.0.1:${ports.smtp}`, http: `http://${hostName}:${ports.http}` },
    messages: () => [...messages],
    async stop() {
      web.closeAllConnections?.();
      await Promise.all([
        new Promise((resolve) => smtp.close(resolve)),
        new Promise((resolve) => web.close(resolve)),
      ]);
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const catcher = await startMailCatcher(
    mailCatcherPorts(args, { smtpPort: DEFAULT_SMTP_PORT, httpPort: DEFAULT_HTTP_PORT }),
  );
  console.log(`Mail catcher: ${catcher.urls.http} (SMTP on ${catcher.urls.smtp})`);
  const stop = () => void catcher.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
