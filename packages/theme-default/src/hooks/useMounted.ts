import { useEffect, useState } from 'react';

/** False during the server render and hydration, true after: browser-only UI waits for it. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
