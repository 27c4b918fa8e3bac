import nodemailer from 'nodemailer';
import type pg from 'pg';
import type { Language } from '@packlens/contracts';
import { captureMail } from './mail-store';
import type { MailSettings } from './mail-settings';

export interface OutgoingMail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  language: Language;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The Message-ID header: the same message always carries the same one, so a receiver can drop a repeat. */
export const messageIdHeader = (messageId: string, from: string) => `<${messageId}@${/@([^>\s]+)/.exec(from)?.[1] ?? 'packlens.local'}>`;

/**
 * nodemailer over SMTP, or nodemailer building the message and the development mailbox keeping it. Both go
 * through nodemailer, so what is captured is what SMTP would have sent.
 */
export function mailTransport(settings: MailSettings, pool: pg.Pool): MailTransport {
  if (settings.transport.kind === 'smtp') {
    const t = settings.transport;
    const transporter = t.url
      ? nodemailer.createTransport(t.url)
      : nodemailer.createTransport({
          host: t.host,
          port: t.port ?? 587,
          secure: t.secure ?? t.port === 465,
          auth: t.user ? { user: t.user, pass: t.pass ?? '' } : undefined,
        });
    return {
      async send(mail) {
        await transporter.sendMail({
          from: settings.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: messageIdHeader(mail.messageId, settings.from),
          headers: { 'X-Packlens-Mail-Kind': mail.kind },
        });
      },
      close: () => transporter.close(),
    };
  }
  const builder = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(mail) {
      await builder.sendMail({ from: settings.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, messageId: messageIdHeader(mail.messageId, settings.from) });
      await captureMail(pool, { ...mail, from: settings.from });
    },
    close: () => builder.close(),
  };
}
