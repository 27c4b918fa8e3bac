import type { Page } from 'playwright-core';
import { seedAccountsFromEnv } from '@packlens/scripts';

/** A message the development mail catcher holds (GET /api/dev/mail, contracts' CapturedMail). */
export interface CapturedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  kind: string;
  language: string;
  created_at: string;
}

const superAdmin = seedAccountsFromEnv(process.env).superAdmin;
let superAdminToken: Promise<string> | undefined;

/** The seeded super admin's token: only a super admin reads the development mailbox. */
function mailboxToken(baseUrl: string): Promise<string> {
  superAdminToken ??= fetch(`${baseUrl}/api/auth/obtain_token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: superAdmin.email, password: superAdmin.password }),
  }).then(async (response) => {
    if (!response.ok) throw new Error(`super admin login answered ${response.status}`);
    return ((await response.json()) as { token: string }).token;
  });
  return superAdminToken;
}

/** The captured mail to one address, newest first (as the super admin reads it). */
export async function mailTo(baseUrl: string, to: string): Promise<CapturedMail[]> {
  const response = await fetch(`${baseUrl}/api/dev/mail?to=${encodeURIComponent(to)}`, { headers: { Authorization: `Bearer ${await mailboxToken(baseUrl)}` } });
  if (!response.ok) throw new Error(`GET /api/dev/mail answered ${response.status}`);
  return (await response.json()) as CapturedMail[];
}

/**
 * Waits for a mail of `kind` to `to` that arrived after `seen` earlier ones of that kind (mail goes out from
 * a reactor, a moment after the request that caused it).
 */
export async function waitForMail(baseUrl: string, to: string, kind: string, { seen = 0, timeoutMs = 15_000 } = {}): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matching = (await mailTo(baseUrl, to)).filter((mail) => mail.kind === kind);
    if (matching.length > seen) return matching[0];
    if (Date.now() > deadline) throw new Error(`no ${kind} mail to ${to} within ${timeoutMs} ms (saw ${matching.length})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** How many mails of `kind` an address has had, to wait for the next one. */
export async function mailCount(baseUrl: string, to: string, kind: string): Promise<number> {
  return (await mailTo(baseUrl, to)).filter((mail) => mail.kind === kind).length;
}

/**
 * The path (and query) of the mail's link that contains `pathPart`. Links are absolute on the server's public
 * URL; the browser opens them on the test server's origin.
 */
export function linkPath(mail: CapturedMail, pathPart: string): string {
  const link = mail.links.find((candidate) => candidate.includes(pathPart));
  if (!link) throw new Error(`mail "${mail.subject}" has no link containing ${pathPart}: ${mail.links.join(', ')}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The 6-digit code of an MFA mail. */
export function mfaCodeOf(mail: CapturedMail): string {
  const code = /(?:^|\s)(\d{6})(?:\s|$)/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in mail "${mail.subject}"`);
  return code;
}

/**
 * As a person would on the embedded default: the super admin opens /dev/mail (in a browser of their own), which
 * leads to the console's development mailbox, logs in, opens the newest mail to `to`, and the link containing
 * `pathPart` is then followed in `page`.
 */
export async function openLinkFromMailPage(page: Page, to: string, pathPart: string): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error('the page has no browser');
  const baseURL = new URL(page.url() === 'about:blank' ? 'http://127.0.0.1' : page.url()).origin;
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  try {
    const mailbox = await context.newPage();
    await mailbox.goto(`/dev/mail?to=${encodeURIComponent(to)}`);
    await mailbox.locator('input[name=username]').fill(superAdmin.email);
    await mailbox.locator('input[name=password]').fill(superAdmin.password);
    await mailbox.locator('button[type=submit]').click();
    await mailbox.locator('[data-testid=dev-mail-list] tbody tr').first().click();
    const href = await mailbox.locator(`[data-testid=dev-mail-body] [data-testid=mail-link][href*="${pathPart}"]`).first().getAttribute('href');
    if (!href) throw new Error(`no link containing ${pathPart} in the newest mail to ${to}`);
    const url = new URL(href);
    await page.goto(`${url.pathname}${url.search}`);
  } finally {
    await context.close();
  }
}
