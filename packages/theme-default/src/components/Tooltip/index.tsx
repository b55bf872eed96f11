import { type ReactNode, useId } from 'react';
import { useHoverOpen } from '../../hooks/useHoverOpen';
import './index.css';

export interface TooltipProps {
  content: ReactNode;
  children: ReactNode;
  placement?: 'top' | 'bottom';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A short hint on hover or focus (0.1 s delays, at most 250 px wide), controlled or uncontrolled. */
export function Tooltip({ content, children, placement = 'top', open, defaultOpen, onOpenChange }: TooltipProps) {
  const id = useId();
  const state = useHoverOpen({ open, defaultOpen, onOpenChange });
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only watches hover and focus of the trigger inside.
    <span
      className="docs-tooltip-wrap"
      aria-describedby={state.open ? id : undefined}
      onMouseEnter={() => state.schedule(true)}
      onMouseLeave={() => state.schedule(false)}
      onFocus={() => state.setOpen(true)}
      onBlur={() => state.setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && state.open) state.setOpen(false);
      }}
    >
      {children}
      {state.open && (
        <span role="tooltip" id={id} className={`docs-tooltip docs-tooltip-${placement}`}>
          {content}
        </span>
      )}
    </span>
  );
}
