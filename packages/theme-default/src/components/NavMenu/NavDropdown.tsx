import { isExternal } from '@docs-kit/core/runtime';
import { Badge, Link } from '@theme';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { DROPDOWN_CLOSE_DELAY, isNavActive, type NavItem } from '../../logic/nav';

export interface NavDropdownProps {
  /** Button content. */
  label: ReactNode;
  /** Accessible name when `label` is an icon. */
  ariaLabel?: string;
  items: readonly (NavItem & { lang?: string })[];
  path: string;
  active?: boolean;
  className?: string;
}

/**
 * A nav group (disclosure pattern): opens on hover, closes 150 ms after the pointer leaves (spec 4);
 * click, Enter, Space and ArrowDown open it; Escape closes it and returns focus to the button.
 */
export function NavDropdown({ label, ariaLabel, items, path, active, className }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hoveredAt = useRef(0);

  const show = useCallback(() => {
    clearTimeout(timer.current);
    hoveredAt.current = Date.now();
    setOpen(true);
  }, []);
  const hideSoon = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A navigation from inside the menu closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger.
  useEffect(() => setOpen(false), [path]);

  const links = () => Array.from(root.current?.querySelectorAll<HTMLAnchorElement>('.docs-dropdown-panel a') ?? []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      requestAnimationFrame(() => {
        const list = links();
        const index = list.indexOf(document.activeElement as HTMLAnchorElement);
        const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
        list[(next + list.length) % list.length]?.focus();
      });
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and key handling for the whole group; the button is the control.
    <div
      ref={root}
      className={`docs-dropdown${open ? ' docs-dropdown-open' : ''}${className ? ` ${className}` : ''}`}
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={`docs-nav-link docs-dropdown-button${active ? ' docs-nav-link-active' : ''}`}
        aria-expanded={open}
        aria-controls={id}
        aria-label={ariaLabel}
        // A click right after the pointer arrived (or a tap, which also fires mouseenter) keeps the
        // menu that hovering just opened; a later click toggles it.
        onClick={() => setOpen((o) => (o && Date.now() - hoveredAt.current < 400 ? true : !o))}
      >
        {label}
        <Chevron />
      </button>
      <div id={id} className="docs-dropdown-panel" hidden={!open}>
        <ul>
          {items.map((item) =>
            item.items ? (
              <li key={item.text} className="docs-dropdown-group">
                <p className="docs-dropdown-group-title">{item.text}</p>
                <ul>
                  {item.items.map((child) => (
                    <DropdownLink key={`${child.text}${child.link}`} item={child} path={path} />
                  ))}
                </ul>
              </li>
            ) : (
              <DropdownLink key={`${item.text}${item.link}`} item={item} path={path} />
            ),
          )}
        </ul>
      </div>
    </div>
  );
}

function DropdownLink({ item, path }: { item: NavItem & { lang?: string }; path: string }) {
  const active = isNavActive(item, path);
  const external = !!item.link && isExternal(item.link);
  return (
    <li>
      <Link
        href={item.link}
        newTab
        lang={item.lang}
        hrefLang={item.lang}
        className={`docs-dropdown-link${active ? ' docs-dropdown-link-active' : ''}`}
        aria-current={active ? 'page' : undefined}
      >
        {item.text}
        {item.tag && <Badge text={item.tag} />}
        {external && <ExternalMark />}
      </Link>
    </li>
  );
}

function Chevron() {
  return (
    <svg
      className="docs-dropdown-chevron"
      viewBox="0 0 24 24"
      width="14"
      height="14"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="m6 9 6 6 6-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function ExternalMark() {
  return (
    <svg className="docs-external-mark" viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" focusable="false">
      <path
        d="M7 17 17 7M8 7h9v9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
