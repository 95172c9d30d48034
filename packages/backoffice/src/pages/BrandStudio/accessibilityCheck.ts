import type { AxeResults, RunOptions } from 'axe-core';
// The file as shipped, served from the back office's assets: it runs inside the previewed page.
import axeUrl from 'axe-core/axe.min.js?url';

/** One rule axe-core finds broken, and on how many elements. */
export interface Violation {
  id: string;
  help: string;
  helpUrl: string;
  elements: number;
}

type AxeWindow = Window & { axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };

const loaded = new WeakMap<Document, Promise<void>>();
const running = new WeakMap<Document, Promise<unknown>>();

/**
 * axe-core reads the `window` and `document` it was evaluated in (its colour-contrast rule asks
 * the document which element is on top), so it is loaded into the previewed page itself, by a
 * script element from this origin (the site's CSP allows 'self' scripts, not eval).
 */
function loadAxe(doc: Document): Promise<void> {
  let loading = loaded.get(doc);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = axeUrl;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('axe-core did not load in the preview'));
      doc.head.append(script);
    });
    loaded.set(doc, loading);
  }
  return loading;
}

/** The WCAG 2 A and AA rules axe-core finds broken in a same-origin frame's page. */
export async function accessibilityViolations(frame: HTMLIFrameElement): Promise<Violation[]> {
  const doc = frame.contentDocument;
  const view = frame.contentWindow as AxeWindow | null;
  if (!doc || !view) throw new Error('the preview is not readable');
  await loadAxe(doc);
  const axe = view.axe;
  if (!axe) throw new Error('axe-core did not start in the preview');
  // axe refuses a second run while one is under way: runs on one page wait for each other.
  const run = (running.get(doc) ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => axe.run(doc, { runOnly: ['wcag2a', 'wcag2aa'] }));
  running.set(doc, run);
  const results = await run;
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    helpUrl: violation.helpUrl,
    elements: violation.nodes.length,
  }));
}
