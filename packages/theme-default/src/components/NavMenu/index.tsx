import { isExternal, usePageData } from '@docs-kit/core/runtime';
import { Badge, Link } from '@theme';
import { isNavActive, type NavItem } from '../../logic/nav';
import { ExternalMark, NavDropdown } from './NavDropdown';
import './index.css';

/** One side of the top navigation: links and dropdown groups, the active one marked by `activeMatch`. */
export function NavMenu({ items, label = 'Main' }: { items: readonly NavItem[]; label?: string }) {
  const { routePath } = usePageData();
  if (!items.length) return null;
  return (
    <nav className="docs-nav-menu" aria-label={label}>
      <ul>
        {items.map((item) => {
          const active = isNavActive(item, routePath);
          return (
            <li key={`${item.text}${item.link ?? ''}`}>
              {item.items ? (
                <NavDropdown
                  label={
                    <>
                      {item.text}
                      {item.tag && <Badge text={item.tag} />}
                    </>
                  }
                  items={item.items}
                  path={routePath}
                  active={active}
                />
              ) : (
                <Link
                  href={item.link}
                  newTab
                  className={`docs-nav-link${active ? ' docs-nav-link-active' : ''}`}
                  aria-current={active ? 'page' : undefined}
                >
                  {item.text}
                  {item.tag && <Badge text={item.tag} />}
                  {item.link && isExternal(item.link) && <ExternalMark />}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export { NavDropdown } from './NavDropdown';
