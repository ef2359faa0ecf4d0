import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT, type MessageKey } from '#web/i18n/i18n.tsx';

export const SERVICE_TABS = [
  { id: 'support', label: 'service.tab.support' },
  { id: 'hardware', label: 'service.tab.hardware' },
  { id: 'software', label: 'service.tab.software' },
  { id: 'tracking', label: 'service.tab.tracking' },
] as const satisfies ReadonlyArray<{ id: string; label: MessageKey }>;
export type ServiceTab = (typeof SERVICE_TABS)[number]['id'];

const TAB_KEY = 'service_tab';

export function parseTab(value: string | null): ServiceTab | null {
  return SERVICE_TABS.find((tab) => tab.id === value)?.id ?? null;
}

/** The last tab chosen in this browser tab's session, so /Maintenance without ?tab= reopens it. */
export function storedTab(): ServiceTab | null {
  try {
    return parseTab(window.sessionStorage.getItem(TAB_KEY));
  } catch {
    return null;
  }
}

export function rememberTab(tab: ServiceTab): void {
  try {
    window.sessionStorage.setItem(TAB_KEY, tab);
  } catch {
    // Storage can be off (private modes); the tab still rides in the URL.
  }
}

export const tabId = (tab: ServiceTab) => `service-tab-${tab}`;
export const panelId = (tab: ServiceTab) => `service-panel-${tab}`;
export const tabSearch = (tab: ServiceTab) => `?tab=${tab}`;

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop, arrow keys (and Home/End) move between tabs and
 * open them. Each tab is also a real link to ?tab=..., so the tabs work before the page is hydrated.
 */
export function ServiceTabList({
  active,
  onSelect,
}: {
  active: ServiceTab;
  onSelect: (tab: ServiceTab) => void;
}) {
  const refs = useRef(new Map<ServiceTab, HTMLAnchorElement>());
  const t = useT();
  // Right to left, the next tab is the one to the left.
  const [forward, back] = useLanguage() === 'ar' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = SERVICE_TABS.findIndex((tab) => tab.id === active);
    const last = SERVICE_TABS.length - 1;
    const next =
      event.key === forward || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === back || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = SERVICE_TABS[next]!.id;
    onSelect(tab);
    refs.current.get(tab)?.focus();
  }

  return (
    <div className="service-tabs" role="tablist" aria-label={t('service.tabs')} onKeyDown={onKeyDown}>
      {SERVICE_TABS.map((tab) => {
        const selected = tab.id === active;
        return (
          <Link
            key={tab.id}
            ref={(node) => {
              if (node) refs.current.set(tab.id, node);
              else refs.current.delete(tab.id);
            }}
            id={tabId(tab.id)}
            className="service-tabs__tab"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(tab.id)}
            tabIndex={selected ? 0 : -1}
            to={tabSearch(tab.id)}
            replace
            preventScrollReset
            onClick={(event) => {
              // Modified clicks keep their browser meaning (a new tab or window).
              if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              onSelect(tab.id);
            }}
          >
            {t(tab.label)}
          </Link>
        );
      })}
    </div>
  );
}

export function ServicePanel({
  tab,
  active,
  children,
}: {
  tab: ServiceTab;
  active: ServiceTab;
  children: ReactNode;
}) {
  return (
    <div
      id={panelId(tab)}
      className="service-panel"
      role="tabpanel"
      aria-labelledby={tabId(tab)}
      tabIndex={0}
      hidden={tab !== active}
    >
      {children}
    </div>
  );
}
