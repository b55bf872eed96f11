import type { TableHTMLAttributes } from 'react';

/** Tables scroll sideways inside their own box on narrow screens instead of widening the page. */
export function Table(props: TableHTMLAttributes<HTMLTableElement>) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <div className="docs-table-wrapper" tabIndex={0}>
      <table {...props} />
    </div>
  );
}
