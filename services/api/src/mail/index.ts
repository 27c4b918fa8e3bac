export { mailSettingsFromEnv, type MailSettings, type MailTransportSettings } from './mail-settings';
export { mailMigration, capturedMail } from './mail-store';
export { mailTransport, type MailTransport } from './transport';
export { startMailer, startAppMailer, mailerReactor, mailerSubscription } from './mailer';
export { renderMail, mailKinds, linksIn, type MailKind } from './templates';
