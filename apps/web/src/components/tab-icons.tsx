/** A tab's icon (tab-icon-paths.ts), drawn at the tab bar's font size. */
import { TAB_ICON_PATHS } from './tab-icon-paths';

export function TabIcon({ tab }: { tab: keyof typeof TAB_ICON_PATHS }) {
  return (
    <svg className="antd-mobile-icon" width="1em" height="1em" viewBox="0 0 48 48" fill="currentColor" aria-hidden>
      <path d={TAB_ICON_PATHS[tab]} />
    </svg>
  );
}
