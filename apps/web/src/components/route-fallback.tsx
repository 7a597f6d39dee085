/** Shown while a lazily loaded screen arrives: a full-height box, so nothing jumps when it replaces it. */
import { DotLoading } from 'antd-mobile';

export function RouteFallback() {
  return (
    <div className="route-fallback" role="status">
      <DotLoading color="primary" />
    </div>
  );
}
