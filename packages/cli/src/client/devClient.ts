/**
 * The dev server's browser side: listens on the event channel, swaps in a page module when its
 * file is saved (no reload, scroll kept), shows an overlay for compile errors and clears it when
 * the file is fixed, and reloads when the site's structure or theme changed.
 */
import { PAGE_ERROR_EVENT, PAGE_UPDATE_EVENT, type PageErrorDetail } from '@docs-kit/core/runtime';

interface DevError {
  message: string;
  file?: string;
  line?: number;
  column?: number;
  frame?: string;
}

type DevMessage =
  | { type: 'reload' }
  | { type: 'page'; path: string }
  | { type: 'error'; path?: string; error: DevError };

declare global {
  interface Window {
    __DOCS_PAGE_VERSIONS__: Record<string, number>;
  }
}

window.__DOCS_PAGE_VERSIONS__ ??= {};

/** URL of a page module; the version changes after each save so the browser loads it afresh. */
export function pageUrl(path: string): string {
  return `/@docs/page?path=${encodeURIComponent(path)}&v=${window.__DOCS_PAGE_VERSIONS__[path] ?? 0}`;
}

const OVERLAY_ID = 'docs-error-overlay';

function showOverlay(error: DevError, heading = 'Failed to compile'): void {
  let overlay = document.getElementById(OVERLAY_ID);
  if (!overlay) {
    overlay = document.createElement('div');
    overlay.id = OVERLAY_ID;
    overlay.setAttribute('role', 'alertdialog');
    overlay.setAttribute('aria-label', 'Build error');
    overlay.style.cssText =
      'position:fixed;inset:0;z-index:9999;background:rgba(0,0,0,.85);color:#fff;font:14px/1.5 ui-monospace,monospace;padding:32px;overflow:auto';
    document.body.appendChild(overlay);
  }
  const where = error.file
    ? `${error.file}${error.line ? `:${error.line}${error.column ? `:${error.column}` : ''}` : ''}`
    : '';
  overlay.replaceChildren();
  const title = document.createElement('h2');
  title.textContent = heading;
  title.style.cssText = 'color:#ff6b6b;margin:0 0 12px;font-size:18px';
  const location = document.createElement('div');
  location.textContent = where;
  location.style.cssText = 'color:#9cdcfe;margin-bottom:8px';
  const message = document.createElement('pre');
  message.textContent = `${error.message}${error.frame ? `\n\n${error.frame}` : ''}`;
  message.style.cssText = 'white-space:pre-wrap;margin:0';
  const hint = document.createElement('p');
  hint.textContent = 'Fix the file and save: this page updates by itself.';
  hint.style.cssText = 'color:#aaa;margin-top:16px';
  overlay.append(title, location, message, hint);
}

function hideOverlay(): void {
  document.getElementById(OVERLAY_ID)?.remove();
}

function currentRoute(): string | undefined {
  return document.documentElement.dataset.route;
}

async function updatePage(path: string): Promise<void> {
  window.__DOCS_PAGE_VERSIONS__[path] = (window.__DOCS_PAGE_VERSIONS__[path] ?? 0) + 1;
  try {
    const module = await import(/* @vite-ignore */ pageUrl(path));
    hideOverlay();
    window.dispatchEvent(new CustomEvent(PAGE_UPDATE_EVENT, { detail: { path, module } }));
  } catch {
    // The server answers a broken page with an error event of its own.
  }
}

/** Window event a page module that failed to compile dispatches, carrying the error. */
export const DEV_ERROR_EVENT = 'docs:dev-error';

export function connect(): void {
  window.addEventListener(DEV_ERROR_EVENT, (event) => showOverlay((event as CustomEvent<DevError>).detail));
  // A page whose content threw while rendering: the runtime keeps the rest of the site on screen.
  window.addEventListener(PAGE_ERROR_EVENT, (event) => {
    const { file, message } = (event as CustomEvent<PageErrorDetail>).detail;
    showOverlay({ message, file }, 'Failed to render');
  });
  const source = new EventSource('/@docs/events');
  source.onmessage = (event) => {
    const message = JSON.parse(event.data) as DevMessage;
    if (message.type === 'reload') window.location.reload();
    else if (message.type === 'page') {
      if (message.path === currentRoute() || !currentRoute()) void updatePage(message.path);
      else window.__DOCS_PAGE_VERSIONS__[message.path] = (window.__DOCS_PAGE_VERSIONS__[message.path] ?? 0) + 1;
      hideOverlay();
    } else if (message.type === 'error') {
      if (!message.path || message.path === currentRoute()) showOverlay(message.error);
    }
  };
}
