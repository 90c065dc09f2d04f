/**
 * E-mail: nodemailer over SMTP when SMTP_HOST is set; otherwise each message goes to
 * the web_outbox table (status 'outbox'), for the operator to read with `npm run outbox`;
 * the log says one is there (id, address, subject), never its text: an e-mail carries a
 * code. Sent messages are recorded in the outbox too (status 'sent' or 'failed'), so an
 * operator can see what left and why something did not. Texts are emptied after
 * OUTBOX_BODY_DAYS by the housekeeping (services/housekeeping.ts).
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import type { ServerConfig } from '../config';
import { toDbTime } from '../db/time';
import { t, type Lang } from '../i18n';
import { site } from '../../config/site';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Resolves once the message is sent (SMTP) or stored (outbox). Throws when SMTP refuses it. */
  send(message: MailMessage): Promise<{ delivered: 'smtp' | 'outbox'; outboxId: number }>;
  close(): void;
}

export function createMailer(db: Db, config: ServerConfig, log: FastifyBaseLogger): Mailer {
  let transport: Transporter | null = null;
  if (config.smtp.host) {
    transport = nodemailer.createTransport({
      host: config.smtp.host,
      port: config.smtp.port,
      secure: config.smtp.secure,
      ignoreTLS: config.smtp.ignoreTls,
      auth: config.smtp.user ? { user: config.smtp.user, pass: config.smtp.pass } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 15_000,
    });
  }

  async function record(message: MailMessage, status: string, error: string | null): Promise<number> {
    const r = await db
      .insertInto('web_outbox')
      .values({
        to_address: message.to,
        subject: message.subject.slice(0, 255),
        body: message.text,
        status,
        error,
        created_at: toDbTime(),
        sent_at: status === 'sent' ? toDbTime() : null,
      })
      .executeTakeFirst();
    return Number(r.insertId ?? 0);
  }

  return {
    async send(message) {
      if (!transport) {
        const outboxId = await record(message, 'outbox', null);
        log.info({ outboxId, to: message.to, subject: message.subject }, 'mail to outbox (no SMTP_HOST): read it with `npm run outbox`');
        return { delivered: 'outbox', outboxId };
      }
      try {
        await transport.sendMail({ from: config.smtp.from, to: message.to, subject: message.subject, text: message.text });
      } catch (e) {
        const why = e instanceof Error ? e.message : String(e);
        await record(message, 'failed', why.slice(0, 1000));
        log.error({ err: e, to: message.to }, 'SMTP send failed');
        throw e;
      }
      const outboxId = await record(message, 'sent', null);
      return { delivered: 'smtp', outboxId };
    },
    close() {
      transport?.close();
    },
  };
}

/** The e-mail with a 6-digit code, in the caller's language. */
export function codeMail(lang: Lang, purpose: 'register' | 'reset', to: string, code: string, minutes: number, username?: string): MailMessage {
  const values = { site: site.name, code, minutes, username: username ?? '' };
  return {
    to,
    subject: t(lang, `server.mail.${purpose}.subject`, values),
    text: `${t(lang, `server.mail.${purpose}.body`, values)}\n\n${t(lang, 'server.mail.footer', values)}`,
  };
}
