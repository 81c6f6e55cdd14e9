import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface PageToAudit {
  name: string;
  path: string;
  /** A session cookie for pages behind sign-in. */
  cookie?: string;
}

export interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of script the page transferred (Lighthouse's network records). */
  scriptTransferBytes: number;
  scriptRequests: number;
  /** The finalised URL, to show a page was not redirected (to sign-in, say). */
  finalUrl: string;
  runs: number;
}

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface NetworkRecord {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

async function auditOnce(port: number, url: string, cookie: string | undefined) {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    // The default form factor: a mobile device with simulated slow 4G and a 4x slower CPU.
    ...(cookie ? { extraHeaders: { cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details as
    { items?: NetworkRecord[] } | undefined;
  const scripts = (details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scriptRequests: scripts.length,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/**
 * Lighthouse (mobile, performance only) on each page, `runs` times; the run with the
 * median performance score is reported, as Lighthouse's own guidance suggests for noisy
 * machines.
 */
export async function auditPages(
  chromePath: string,
  baseUrl: string,
  pages: readonly PageToAudit[],
  runs: number,
): Promise<Map<string, LighthouseFigures>> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const figures = new Map<string, LighthouseFigures>();
  try {
    for (const page of pages) {
      const results = [];
      for (let run = 0; run < runs; run++) {
        results.push(await auditOnce(chrome.port, `${baseUrl}${page.path}`, page.cookie));
      }
      results.sort((a, b) => a.performance - b.performance);
      const median = results[Math.floor(results.length / 2)];
      if (median) figures.set(page.name, { ...median, runs });
    }
  } finally {
    chrome.kill();
  }
  return figures;
}
