// The local mail catcher (scripts/mail-catcher.mjs, issue 20): what an SMTP client sends is read
// back as JSON and on the page, the oldest go past the cap, DELETE forgets them, stop() frees the
// ports.
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import nodemailer from 'nodemailer';
import { startMailCatcher } from '../mail-catcher.mjs';

let catcher;
let transport;

before(async () => {
  catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0, maxMessages: 3 });
  transport = nodemailer.createTransport({ url: catcher.urls.smtp });
});
after(async () => {
  transport.close();
  await catcher.stop();
});

const send = (n, to = 'buyer@leafbid.test') =>
  transport.sendMail({
    from: 'Leafbid <no-reply@leafbid.test>',
    to,
    subject: `Your bid on Pink Kush <${n}> was approved`,
    text: `Hello ${n}\n\nOpen Leafbid: http://localhost:3000/orders\n`,
  });

const messages = async () => {
  const res = await fetch(`${catcher.urls.http}/messages`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type'), /application\/json/);
  return res.json();
};

describe('mail catcher', () => {
  it('answers what it received as JSON: id, from, to, subject, text, date', async () => {
    await send(1);
    const [message] = await messages();
    assert.deepEqual(Object.keys(message).sort(), ['date', 'from', 'id', 'subject', 'text', 'to']);
    assert.equal(message.from, '"Leafbid" <no-reply@leafbid.test>');
    assert.deepEqual(message.to, ['buyer@leafbid.test']);
    assert.equal(message.subject, 'Your bid on Pink Kush <1> was approved');
    assert.equal(message.text, 'Hello 1\n\nOpen Leafbid: http://localhost:3000/orders\n');
    assert.ok(Date.now() - Date.parse(message.date) < 60_000);
  });

  it('shows them on its page, newest first, escaped', async () => {
    await send(2, 'seller@leafbid.test');
    const res = await fetch(`${catcher.urls.http}/`);
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.match(html, /<title>Leafbid mail catcher<\/title>/);
    assert.ok(html.indexOf('&lt;2&gt;') < html.indexOf('&lt;1&gt;'), 'newest first');
    assert.ok(!html.includes('<2>'), 'the subject is escaped');
    assert.match(html, /seller@leafbid\.test/);
    assert.equal((await fetch(`${catcher.urls.http}/nope`)).status, 404);
  });

  it('keeps at most maxMessages, dropping the oldest; DELETE forgets them all', async () => {
    await send(3);
    await send(4);
    const kept = await messages();
    assert.deepEqual(
      kept.map((m) => m.subject.match(/<(\d)>/)[1]),
      ['2', '3', '4'],
    );
    const deleted = await fetch(`${catcher.urls.http}/messages`, { method: 'DELETE' });
    assert.equal(deleted.status, 204);
    assert.deepEqual(await messages(), []);
  });

  it('stop() frees both ports', async () => {
    const other = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
    await other.stop();
    for (const port of [other.ports.smtp, other.ports.http]) {
      const refused = await new Promise((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          resolve(false);
        });
        socket.once('error', () => resolve(true));
      });
      assert.ok(refused, `port ${port} is free`);
    }
  });

  it('a port in use is an error, not a half-started catcher', async () => {
    await assert.rejects(
      startMailCatcher({ smtpPort: catcher.ports.smtp, httpPort: 0 }),
      /EADDRINUSE/,
    );
  });
});
