/** How mail leaves: over SMTP (production), or captured in the database for the development page /dev/mail. */
export type MailTransportSettings =
  | { kind: 'capture' }
  | { kind: 'smtp'; url?: string; host?: string; port?: number; secure?: boolean; user?: string; pass?: string };

export interface MailSettings {
  transport: MailTransportSettings;
  /** The From header, e.g. `Packlens <no-reply@packlens.example>`. */
  from: string;
  /** Where links in mails point: the origin serving the customer app. */
  publicUrl: string;
}

/**
 * Mail configuration from the environment: SMTP_URL (smtp[s]://user:pass@host:port) or SMTP_HOST, SMTP_PORT,
 * SMTP_SECURE, SMTP_USER, SMTP_PASS; MAIL_FROM; PUBLIC_URL. MAIL_TRANSPORT=capture|smtp chooses explicitly.
 * Without SMTP settings mail is captured, which production mode refuses.
 */
export function mailSettingsFromEnv(env: NodeJS.ProcessEnv, options: { production: boolean; publicUrl: string }): MailSettings {
  const smtpConfigured = Boolean(env.SMTP_URL || env.SMTP_HOST);
  const kind = env.MAIL_TRANSPORT === 'capture' || env.MAIL_TRANSPORT === 'smtp' ? env.MAIL_TRANSPORT : smtpConfigured ? 'smtp' : 'capture';
  if (kind === 'capture' && options.production) {
    throw new Error('Production mode sends mail over SMTP: set SMTP_URL, or SMTP_HOST with SMTP_PORT, SMTP_USER and SMTP_PASS');
  }
  if (kind === 'smtp' && !smtpConfigured) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL or SMTP_HOST');
  const transport: MailTransportSettings =
    kind === 'capture'
      ? { kind }
      : {
          kind,
          url: env.SMTP_URL || undefined,
          host: env.SMTP_HOST || undefined,
          port: env.SMTP_PORT ? Number(env.SMTP_PORT) : undefined,
          secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : undefined,
          user: env.SMTP_USER || undefined,
          pass: env.SMTP_PASS || undefined,
        };
  return {
    transport,
    from: env.MAIL_FROM ?? 'Packlens <no-reply@packlens.local>',
    publicUrl: (env.PUBLIC_URL ?? options.publicUrl).replace(/\/+$/, ''),
  };
}
