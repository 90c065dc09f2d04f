import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createTestApp, randomIp, type TestApp } from './helpers';
import { ErrorCode } from '../../config/contract/envelope';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe('e-mail over SMTP', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let port = 0;
  let t: TestApp;
  let rejectNext = false;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
        stream.on('end', () => {
          if (rejectNext) {
            rejectNext = false;
            return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
          }
          received.push({ from: session.envelope.mailFrom ? (session.envelope.mailFrom as { address: string }).address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    port = (smtp.server.address() as AddressInfo).port;
    t = await createTestApp({ config: { smtp: { host: '127.0.0.1', port, secure: false, ignoreTls: true, user: '', pass: '', from: 'Maple <no-reply@maple.test>' } } });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the registration code through the SMTP server and records it as sent', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/register/captcha', remoteAddress: randomIp(), headers: { 'accept-language': 'en-US' }, payload: { email: 'smtp1@example.com' } });
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['smtp1@example.com']);
    expect(received[0].from).toBe('no-reply@maple.test');
    const code = /registration code is: (\d{6})/.exec(received[0].raw.replace(/=\r?\n/g, ''))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const row = await t.db.selectFrom('web_outbox').selectAll().where('to_address', '=', 'smtp1@example.com').executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
  });

  it('answers a translated 500 and keeps no code when the SMTP server refuses the mail', async () => {
    rejectNext = true;
    const res = await t.app.inject({ method: 'POST', url: '/api/register/captcha', remoteAddress: randomIp(), headers: { 'accept-language': 'en-US' }, payload: { email: 'smtp2@example.com' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: ErrorCode.SERVER_ERROR, message: 'Sending the code failed. Please try again later.', data: null });
    const row = await t.db.selectFrom('web_outbox').selectAll().where('to_address', '=', 'smtp2@example.com').executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    // No cooldown left behind: the user can ask again at once.
    const again = await t.app.inject({ method: 'POST', url: '/api/register/captcha', remoteAddress: randomIp(), payload: { email: 'smtp2@example.com' } });
    expect(again.statusCode).toBe(200);
  });
});
