/**
 * Renders `children` once the browser has had an idle moment after the screen's first render (use-idle.ts): the
 * lower part of a long screen then renders in a task of its own instead of lengthening the first one, a long task
 * on a phone (bench/results/lighthouse-*.md). Nothing is drawn in its place, so what is above never moves.
 */
import type { ReactNode } from 'react';
import { useIdle } from './use-idle';

export function WhenIdle({ children }: { children: ReactNode }) {
  return useIdle() ? children : null;
}
