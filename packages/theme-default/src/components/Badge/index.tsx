import type { ReactNode } from 'react';
import './index.css';

export interface BadgeProps {
  text?: string;
  /** Colour: `tip` (default), `info`, `warning` or `danger`. */
  type?: 'tip' | 'info' | 'warning' | 'danger';
  /** Outlined instead of filled. */
  outline?: boolean;
  children?: ReactNode;
}

/** A small inline label: `<Badge text="1.1.0+" type="tip" />`; nav and sidebar tags use it too. */
export function Badge({ text, type = 'tip', outline = false, children }: BadgeProps) {
  return (
    <span className={`docs-badge docs-badge-${type}${outline ? ' docs-badge-outline' : ''}`}>{children ?? text}</span>
  );
}
