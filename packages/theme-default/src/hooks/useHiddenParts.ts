import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { type HiddenParts, hiddenPartsFromSearch, NO_HIDDEN_PARTS } from '../logic/query';

/**
 * Parts hidden by `?navbar=0` etc. The server renders without a query string, so the first render
 * shows everything and the query applies right after hydration.
 */
export function useHiddenParts(): HiddenParts {
  const { search } = useLocation();
  const [hidden, setHidden] = useState<HiddenParts>(NO_HIDDEN_PARTS);
  useEffect(() => {
    const next = hiddenPartsFromSearch(search);
    // The same parts keep the same object, so the layout does not render again for nothing.
    setHidden((previous) =>
      (Object.keys(next) as (keyof HiddenParts)[]).every((key) => previous[key] === next[key]) ? previous : next,
    );
  }, [search]);
  return hidden;
}
