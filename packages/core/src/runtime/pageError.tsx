import { Component, type ReactNode } from 'react';

/**
 * Window event the runtime dispatches when a page's content throws while rendering in the browser,
 * with `{ path, file, message }`: the dev server's client shows it in its overlay.
 */
export const PAGE_ERROR_EVENT = 'docs:page-error';

export interface PageErrorDetail {
  /** The page's route. */
  path: string;
  /** Its source file, relative to the docs folder. */
  file: string;
  message: string;
}

interface Props {
  path: string;
  file: string;
  children: ReactNode;
}

/**
 * Holds a page's content: what it throws while rendering in the browser (an expression or a
 * component of the page) replaces that content with the error, where it used to take the whole
 * site off the screen, nav and sidebar included, and leave it blank until a reload (dev included,
 * which never got the fixed page). A new module of the page (a save in dev, or another page) comes
 * with a new boundary, so a fixed page renders again. The server has no such thing: there, the
 * build fails with the error (see renderPage).
 */
export class PageErrorBoundary extends Component<Props, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error): void {
    const detail: PageErrorDetail = { path: this.props.path, file: this.props.file, message: error.message };
    console.error(`[docs] The page ${this.props.path} (${this.props.file}) failed to render:`, error);
    window.dispatchEvent(new CustomEvent(PAGE_ERROR_EVENT, { detail }));
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="docs-page-error" role="alert">
        <p>
          This page failed to render: <code>{error.message}</code>
        </p>
      </div>
    );
  }
}
