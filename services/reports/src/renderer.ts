import puppeteer, { type Browser } from 'puppeteer-core';
import { buildReportDocument, reportPictures } from './document';
import { pageMargins } from './layout';
import { defaultMaxPictureSide, loadPictures } from './pictures';
import type { ReportDocument, ReportInput } from './types';

export interface ReportRendererOptions {
  /** Chromium to run; `CHROMIUM_PATH` or Debian's /usr/bin/chromium by default. */
  executablePath?: string;
  /** Reports printed at the same time, each on its own page of the one browser (default 1: two shared cores). */
  concurrency?: number;
  /** Longest a report may take to load and print (default 60 s). */
  timeoutMs?: number;
  /** The browser closes after this long without a report and starts again on the next (default 5 min; 0 keeps it). */
  idleCloseMs?: number;
  /** Longest side of a printed picture in pixels. */
  maxPictureSide?: number;
  /** Told of every request the page tried to make and was refused (anything but data: and about:). */
  onBlockedRequest?: (url: string) => void;
}

/**
 * Chromium's switches for a closed network: root needs --no-sandbox; nothing in the background may call out
 * (updates, sync, QUIC, network prediction), and every host name resolves to nothing, so even a request the
 * page's own blocking missed cannot reach a server.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-extensions',
  '--disable-default-apps',
  '--mute-audio',
  '--host-resolver-rules=MAP * ~NOTFOUND',
] as const;

/**
 * Prints reports to PDF with one headless Chromium, started on the first report and reused; each report gets
 * a page of its own that is closed after. The page runs no script and may load only data: and about: URLs.
 */
export class ReportRenderer {
  private browser?: Promise<Browser>;
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private idleTimer?: NodeJS.Timeout;
  private closed = false;

  private constructor(private readonly options: ReportRendererOptions) {}

  /** A renderer; Chromium starts only when the first report is rendered. */
  static launch(options: ReportRendererOptions = {}): ReportRenderer {
    return new ReportRenderer(options);
  }

  /**
   * The report as a PDF. Fails with the catalogue's DomainError (NO_RESULTS, HEATMAP_REQUIRED_FIRST,
   * SCATTER_TWO_WORDS_REQUIRED) before reading any picture when the results cannot make the report.
   */
  async render(input: ReportInput): Promise<Buffer> {
    const requests = reportPictures(input);
    const pictures = await loadPictures(input.assets, requests, this.options.maxPictureSide ?? defaultMaxPictureSide);
    return this.print(buildReportDocument(input, pictures));
  }

  /** Prints a built document (see buildReportDocument). */
  async print(document: ReportDocument): Promise<Buffer> {
    if (this.closed) throw new Error('ReportRenderer is closed');
    await this.acquire();
    try {
      return await this.printOnPage(document);
    } finally {
      this.release();
    }
  }

  /** Closes the browser; later renders fail. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idleTimer);
    await this.closeBrowser();
  }

  private async printOnPage(document: ReportDocument): Promise<Buffer> {
    const timeout = this.options.timeoutMs ?? 60_000;
    const browser = await this.startedBrowser();
    const page = await browser.newPage();
    try {
      page.setDefaultTimeout(timeout);
      await page.setJavaScriptEnabled(false);
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        const url = request.url();
        if (url.startsWith('data:') || url.startsWith('about:')) {
          void request.continue().catch(() => undefined);
          return;
        }
        this.options.onBlockedRequest?.(url);
        void request.abort('blockedbyclient').catch(() => undefined);
      });
      await page.setContent(document.html, { waitUntil: 'load', timeout });
      const pdf = await page.pdf({
        format: 'A4',
        landscape: document.landscape,
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: document.headerTemplate,
        footerTemplate: document.footerTemplate,
        margin: {
          top: `${pageMargins.top}mm`,
          right: `${pageMargins.right}mm`,
          bottom: `${pageMargins.bottom}mm`,
          left: `${pageMargins.left}mm`,
        },
        timeout,
      });
      return Buffer.from(pdf);
    } finally {
      await page.close().catch(() => undefined);
    }
  }

  private startedBrowser(): Promise<Browser> {
    if (!this.browser) {
      const launching = puppeteer.launch({
        executablePath: this.options.executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        pipe: true,
        args: [...chromiumArgs],
        protocolTimeout: (this.options.timeoutMs ?? 60_000) * 2,
      });
      this.browser = launching;
      launching.then(
        (browser) => browser.on('disconnected', () => {
          // A crashed or killed browser is started again by the next report.
          if (this.browser === launching) this.browser = undefined;
        }),
        () => {
          if (this.browser === launching) this.browser = undefined;
        },
      );
    }
    return this.browser;
  }

  private async closeBrowser(): Promise<void> {
    const browser = this.browser;
    this.browser = undefined;
    if (browser) await (await browser.catch(() => undefined))?.close().catch(() => undefined);
  }

  private async acquire(): Promise<void> {
    clearTimeout(this.idleTimer);
    if (this.active >= Math.max(1, this.options.concurrency ?? 1)) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) return next(); // the slot passes straight to the next report
    this.active--;
    const idle = this.options.idleCloseMs ?? 300_000;
    if (this.active === 0 && idle > 0 && !this.closed) {
      this.idleTimer = setTimeout(() => void this.closeBrowser(), idle);
      this.idleTimer.unref();
    }
  }
}
