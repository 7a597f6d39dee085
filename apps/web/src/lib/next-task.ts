/**
 * Hands a lazily loaded module on in a task of its own. A dynamic import resolves in the task that evaluated the
 * module, and React renders what it unblocks in that task's microtasks: a large library's evaluation and the first
 * render that uses it then make one long task, counted whole as blocking time on a phone
 * (bench/results/lighthouse-2026-12-02-b.md "changes").
 */
export function inNextTask<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), 0));
}
