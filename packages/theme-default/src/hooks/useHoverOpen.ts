import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 9: tooltips and popovers open and close 0.1 s after the pointer enters or leaves. */
export const HOVER_DELAY = 100;

/**
 * Open state for hover-triggered overlays, controlled (`open` + `onOpenChange`) or uncontrolled
 * (`defaultOpen`), with the spec's delays in both directions.
 */
export function useHoverOpen(options: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const { open: controlled, defaultOpen = false, onOpenChange } = options;
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = controlled ?? uncontrolled;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const setOpen = useCallback(
    (next: boolean) => {
      clearTimeout(timer.current);
      if (controlled === undefined) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  const schedule = useCallback(
    (next: boolean) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setOpen(next), HOVER_DELAY);
    },
    [setOpen],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { open, setOpen, schedule };
}
