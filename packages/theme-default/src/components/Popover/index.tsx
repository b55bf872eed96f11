import { type ReactNode, useCallback, useId, useRef } from 'react';
import { useHoverOpen } from '../../hooks/useHoverOpen';
import { useOutsideClose } from '../../hooks/useOutsideClose';
import './index.css';

export interface PopoverProps {
  /** The trigger's accessible content (usually an icon button's children). */
  children: ReactNode;
  /** Accessible name of the trigger button. */
  label: string;
  title?: ReactNode;
  content: ReactNode;
  /** `hover` (default) also opens on click and focus; `click` only on click. */
  trigger?: 'hover' | 'click';
  placement?: 'bottom' | 'top';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * A floating panel attached to a button: opens on hover (0.1 s delays) or click, closes on Escape
 * or a press outside; controlled or uncontrolled. Its title is at least 177 px wide (spec 9).
 */
export function Popover({
  children,
  label,
  title,
  content,
  trigger = 'hover',
  placement = 'bottom',
  className,
  ...state
}: PopoverProps) {
  const id = useId();
  const ref = useRef<HTMLSpanElement>(null);
  const { open, setOpen, schedule } = useHoverOpen(state);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useOutsideClose(ref, open, close);
  const hover = trigger === 'hover';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover handlers on the wrapper keep the panel open while the pointer moves into it.
    <span
      ref={ref}
      className={`docs-popover-wrap${className ? ` ${className}` : ''}`}
      onMouseEnter={hover ? () => schedule(true) : undefined}
      onMouseLeave={hover ? () => schedule(false) : undefined}
    >
      <button
        type="button"
        className="docs-popover-trigger"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        {children}
      </button>
      {open && (
        <div id={id} role="dialog" aria-label={label} className={`docs-popover docs-popover-${placement}`}>
          {title !== undefined && <div className="docs-popover-title">{title}</div>}
          <div className="docs-popover-content">{content}</div>
        </div>
      )}
    </span>
  );
}
