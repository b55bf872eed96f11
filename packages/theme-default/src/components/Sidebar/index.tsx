import { usePageData } from '@docs-kit/core/runtime';
import { useEffect, useRef } from 'react';
import { useSidebarData } from '../../hooks/useSidebarData';
import { keyOf, SidebarItem } from './SidebarItem';
import './index.css';

export interface SidebarProps {
  /** Open as a drawer (mobile layout). */
  open?: boolean;
  onClose?: () => void;
}

/**
 * The left sidebar of the current section. In the mobile layout it is a drawer: it closes on a
 * route change, Escape or a press on the backdrop, and locks page scroll while open (spec 4).
 */
export function Sidebar({ open = false, onClose }: SidebarProps) {
  const items = useSidebarData();
  const { routePath } = usePageData();
  const ref = useRef<HTMLElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the route is the trigger.
  useEffect(() => closeRef.current?.(), [routePath]);
  useEffect(() => {
    if (!open) return;
    document.documentElement.classList.add('docs-scroll-locked');
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeRef.current?.();
    window.addEventListener('keydown', onKey);
    const opener = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLElement>('a, button')?.focus();
    return () => {
      document.documentElement.classList.remove('docs-scroll-locked');
      window.removeEventListener('keydown', onKey);
      // Closed while the reader was in the drawer: give focus back to the Menu button.
      if (ref.current?.contains(document.activeElement)) opener?.focus();
    };
  }, [open]);
  // Keep the active link in view when the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route is the trigger.
  useEffect(() => {
    const active = ref.current?.querySelector<HTMLElement>('.docs-sidebar-link-active');
    const box = ref.current;
    if (!active || !box) return;
    const { top, bottom } = active.getBoundingClientRect();
    const frame = box.getBoundingClientRect();
    if (top < frame.top || bottom > frame.bottom) box.scrollTop += top - frame.top - frame.height / 3;
  }, [routePath]);

  if (!items.length) return null;
  return (
    <>
      <aside
        ref={ref}
        id="docs-sidebar"
        className={`docs-sidebar${open ? ' docs-sidebar-open' : ''}`}
        aria-label="Sidebar"
      >
        <nav aria-label="Sidebar">
          <ul className="docs-sidebar-items docs-sidebar-root">
            {items.map((item, index) => (
              <SidebarItem key={keyOf(item, index)} item={item} path={routePath} depth={0} />
            ))}
          </ul>
        </nav>
      </aside>
      {open && (
        // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the backdrop is a pointer convenience; Escape closes by keyboard.
        <div className="docs-sidebar-backdrop" onClick={onClose} />
      )}
    </>
  );
}
