import {
  Children,
  isValidElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { parseStoredTab, readStorage, tabsStorageKey, writeStorage } from '../../logic/storage';
import './index.css';

export interface TabProps {
  label: ReactNode;
  /** Identity of the tab within a group (defaults to the label text). */
  value?: string;
  children?: ReactNode;
}

/** One tab's content; `<Tabs>` reads its `label`. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

export interface TabsProps {
  children?: ReactNode;
  /** Tabs sharing a group id switch together, and the choice is stored (spec 4). */
  groupId?: string;
  /** Index of the tab shown first. */
  defaultIndex?: number;
  /** Accessible name of the tab list. */
  label?: string;
}

const CHANGE_EVENT = 'docs-tabs-change';

function tabValue(props: TabProps, index: number): string {
  if (props.value) return props.value;
  return typeof props.label === 'string' || typeof props.label === 'number' ? String(props.label) : String(index);
}

/**
 * Accessible tabs (tablist/tab/tabpanel, arrow keys, Home/End). All panels are in the HTML (hidden
 * but for one), so content reads without JavaScript and is indexed. A `groupId` shares the choice
 * between tab groups on the page, across browser tabs and visits; corrupted storage is ignored.
 */
export function Tabs({ children, groupId, defaultIndex = 0, label }: TabsProps) {
  const tabs = Children.toArray(children).filter(
    (child): child is ReactElement<TabProps> => isValidElement(child) && (child.props as TabProps).label !== undefined,
  );
  const values = tabs.map((tab, index) => tabValue(tab.props, index));
  const valuesKey = values.join('\u0000');
  const [selected, setSelected] = useState(Math.min(defaultIndex, Math.max(0, tabs.length - 1)));
  const id = useId();
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!groupId) return;
    const known = valuesKey.split('\u0000');
    const sync = (raw: string | null) => {
      const index = parseStoredTab(raw, known);
      if (index !== undefined) setSelected(index);
    };
    sync(readStorage(tabsStorageKey(groupId)));
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<{ groupId: string; value: string }>).detail;
      if (detail.groupId === groupId) sync(JSON.stringify(detail.value));
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === tabsStorageKey(groupId)) sync(event.newValue);
    };
    window.addEventListener(CHANGE_EVENT, onChange);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(CHANGE_EVENT, onChange);
      window.removeEventListener('storage', onStorage);
    };
  }, [groupId, valuesKey]);

  const select = useCallback(
    (index: number) => {
      setSelected(index);
      const value = values[index];
      if (!groupId || value === undefined) return;
      writeStorage(tabsStorageKey(groupId), JSON.stringify(value));
      window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: { groupId, value } }));
    },
    [groupId, values],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected >= last ? 0 : selected + 1,
      ArrowLeft: selected <= 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  if (!tabs.length) return null;
  return (
    <div className="docs-tabs">
      <div ref={list} role="tablist" aria-label={label} className="docs-tabs-list" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={values[index]}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className={`docs-tab${index === selected ? ' docs-tab-active' : ''}`}
            onClick={() => select(index)}
          >
            {tab.props.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={values[index]}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          className="docs-tab-panel"
        >
          {tab.props.children}
        </div>
      ))}
    </div>
  );
}
