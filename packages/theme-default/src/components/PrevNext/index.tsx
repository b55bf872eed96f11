import { usePageData } from '@docs-kit/core/runtime';
import { Link } from '@theme';
import { useSidebarData } from '../../hooks/useSidebarData';
import { useTexts } from '../../hooks/useTexts';
import { prevNext } from '../../logic/sidebar';

/** Links to the previous and next pages in sidebar order. */
export function PrevNext() {
  const items = useSidebarData();
  const { routePath } = usePageData();
  const texts = useTexts();
  const { prev, next } = prevNext(items, routePath);
  if (!prev && !next) return null;
  return (
    <nav className="docs-prev-next" aria-label="Pagination">
      {prev ? (
        <Link href={prev.link} className="docs-prev-next-link docs-prev-link" rel="prev">
          <span className="docs-prev-next-label">{texts.prevPageText}</span>
          <span className="docs-prev-next-title">{prev.text}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link href={next.link} className="docs-prev-next-link docs-next-link" rel="next">
          <span className="docs-prev-next-label">{texts.nextPageText}</span>
          <span className="docs-prev-next-title">{next.text}</span>
        </Link>
      )}
    </nav>
  );
}
