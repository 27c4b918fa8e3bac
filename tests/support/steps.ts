import type { Page } from 'playwright-core';

/**
 * Waits until a project's step is on screen: its URL, then the step header naming it. The app updates the URL at
 * once but keeps the previous screen up while the next one loads (a transition): a click made as soon as the URL
 * changed can land on the previous step's "next" and send that step again, leaving the browser one step behind.
 */
export async function atStep(page: Page, pathname: string, step: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
  await page.locator(`[data-testid=step-header][data-current=${step}]`).waitFor({ timeout });
}

/** A survey step, `/project-create/{step}`. */
export const atSurveyStep = (page: Page, step: string, timeout?: number) => atStep(page, `/project-create/${step}`, step, timeout);

/** A shelf step, `/evaluate-shelve/{select-segment|select-image|confirm|result}`: the header says select_segment… results. */
export const atShelfStep = (page: Page, step: string, timeout?: number) =>
  atStep(page, `/evaluate-shelve/${step}`, step === 'result' ? 'results' : step.replaceAll('-', '_'), timeout);
