import { EditLink, LastUpdated, PrevNext } from '@theme';
import './index.css';

/** Below a doc page: edit link and last-updated line, then previous/next links. */
export function DocFooter() {
  return (
    <footer className="docs-doc-footer">
      <div className="docs-doc-footer-meta">
        <EditLink />
        <LastUpdated />
      </div>
      <PrevNext />
    </footer>
  );
}
