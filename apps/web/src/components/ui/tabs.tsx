import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

export interface TabsProps<K extends string> {
  label: string;
  items: readonly TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  children: ReactNode;
}

/** WAI-ARIA tabs: arrow keys move between tabs, only the active panel is rendered. */
export function Tabs<K extends string>({ label, items, active, onChange, children }: TabsProps<K>) {
  const baseId = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = items.findIndex((item) => item.key === active);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = items[(index + step + items.length) % items.length];
    if (!next) return;
    onChange(next.key);
    refs.current.get(next.key)?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <button
            key={item.key}
            ref={(el) => {
              if (el) refs.current.set(item.key, el);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.key}`}
            aria-selected={item.key === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={item.key === active ? 0 : -1}
            className={item.key === active ? 'tab active' : 'tab'}
            onClick={() => onChange(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${active}`}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}

/** A page's own tabs: the first is open at first; spread the result into `Tabs`. */
export function useTabs<K extends string>(keys: readonly [K, ...K[]], labelOf: (key: K) => string) {
  const [active, setActive] = useState<K>(keys[0]);
  const items = keys.map((key) => ({ key, label: labelOf(key) }));
  return { items, active, onChange: setActive };
}
