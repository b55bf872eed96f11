import { Badge, Link } from '@theme';
import { useEffect, useId, useState } from 'react';
import {
  containsActive,
  type SidebarItem as Item,
  isActiveLink,
  isDivider,
  isSectionHeader,
  itemText,
  type SidebarGroupItem,
} from '../../logic/sidebar';
import { Icons } from '../Icons';

/** One sidebar entry: a page link, a collapsible group, a divider or a section header. */
export function SidebarItem({ item, path, depth }: { item: Item; path: string; depth: number }) {
  if (isDivider(item)) {
    return (
      <li className="docs-sidebar-divider-item">
        <hr className={`docs-sidebar-divider docs-sidebar-divider-${item.dividerType}`} />
      </li>
    );
  }
  if (isSectionHeader(item)) {
    return (
      <li className="docs-sidebar-section-header">
        {item.sectionHeaderText}
        {item.tag && <Badge text={item.tag} />}
      </li>
    );
  }
  return item.items ? (
    <SidebarGroup item={item} path={path} depth={depth} />
  ) : (
    <SidebarLink item={item} path={path} depth={depth} />
  );
}

function SidebarLink({ item, path, depth }: { item: SidebarGroupItem; path: string; depth: number }) {
  const active = isActiveLink(item.link, path);
  return (
    <li>
      <Link
        href={item.link}
        className={`docs-sidebar-link docs-sidebar-depth-${Math.min(depth, 3)}${active ? ' docs-sidebar-link-active' : ''}`}
        aria-current={active ? 'page' : undefined}
        data-context={item.context}
      >
        <span>{itemText(item)}</span>
        {item.tag && <Badge text={item.tag} />}
      </Link>
    </li>
  );
}

/** Groups start expanded (spec 3) unless `collapsed`, and are always expanded while they hold the active page. */
function SidebarGroup({ item, path, depth }: { item: SidebarGroupItem; path: string; depth: number }) {
  const id = useId();
  const holdsActive = containsActive(item, path);
  const collapsible = item.collapsible !== false;
  const [collapsed, setCollapsed] = useState(!!item.collapsed && !holdsActive);
  useEffect(() => {
    if (holdsActive) setCollapsed(false);
  }, [holdsActive]);
  const text = itemText(item);
  const active = isActiveLink(item.link, path);
  const toggle = (
    <button
      type="button"
      className="docs-sidebar-toggle"
      aria-expanded={!collapsed}
      aria-controls={id}
      aria-label={item.link ? `${text}: ${collapsed ? 'expand' : 'collapse'}` : undefined}
      onClick={() => setCollapsed((c) => !c)}
    >
      {!item.link && <span className="docs-sidebar-group-text">{text}</span>}
      {!item.link && item.tag && <Badge text={item.tag} />}
      <Icons.ChevronRight className="docs-sidebar-chevron" width={16} height={16} />
    </button>
  );
  return (
    <li
      className={`docs-sidebar-group docs-sidebar-group-depth-${Math.min(depth, 3)}${collapsed ? ' docs-sidebar-group-collapsed' : ''}`}
    >
      <div className="docs-sidebar-group-header">
        {item.link ? (
          <Link
            href={item.link}
            className={`docs-sidebar-link docs-sidebar-group-link${active ? ' docs-sidebar-link-active' : ''}`}
            aria-current={active ? 'page' : undefined}
          >
            <span>{text}</span>
            {item.tag && <Badge text={item.tag} />}
          </Link>
        ) : collapsible ? null : (
          <p className="docs-sidebar-group-text">
            {text}
            {item.tag && <Badge text={item.tag} />}
          </p>
        )}
        {collapsible && toggle}
      </div>
      <ul id={id} className="docs-sidebar-items" hidden={collapsed}>
        {(item.items ?? []).map((child, index) => (
          <SidebarItem key={keyOf(child, index)} item={child} path={path} depth={depth + 1} />
        ))}
      </ul>
    </li>
  );
}

export function keyOf(item: Item, index: number): string {
  if (isDivider(item)) return `divider-${index}`;
  if (isSectionHeader(item)) return `header-${item.sectionHeaderText}`;
  return `${item.text ?? ''}${item.link ?? ''}-${index}`;
}
