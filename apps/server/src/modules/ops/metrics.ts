/**
 * Prometheus metrics for `/metrics` (README "Health, readiness and metrics"): request count and
 * duration by route pattern and status, the process metrics prom-client collects, and gauges an operator
 * watches (money held in escrow, withdrawals waiting for review, when each job last ran, chat sockets).
 * One registry per app, so tests that build several apps in one process do not share counters.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface Metrics {
  registry: Registry;
  /** counts one finished HTTP request */
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  /** counts one job pass that took the lease, and the items it handled */
  observeJob(job: string, handled: number): void;
  /** a gauge read at scrape time; `read` may query the database */
  gauge(name: string, help: string, read: () => Promise<number> | number): void;
  /** a gauge with one label, read at scrape time */
  labelledGauge(name: string, help: string, label: string, read: () => Promise<Record<string, number>>): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'app_job_runs_total',
    help: 'Job passes this instance ran while holding the job lease',
    labelNames: ['job'],
    registers: [registry],
  });
  const jobItems = new Counter({
    name: 'app_job_items_total',
    help: 'Items (orders expired, settled, closed…) this instance handled in jobs',
    labelNames: ['job'],
    registers: [registry],
  });
  return {
    registry,
    observeRequest(route, method, status, seconds) {
      const labels = { route, method, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    observeJob(job, handled) {
      jobRuns.inc({ job });
      if (handled > 0) jobItems.inc({ job }, handled);
    },
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set(await read());
        },
      });
    },
    labelledGauge(name, help, label, read) {
      new Gauge({
        name,
        help,
        labelNames: [label],
        registers: [registry],
        async collect() {
          this.reset();
          for (const [value, n] of Object.entries(await read())) this.set({ [label]: value }, n);
        },
      });
    },
  };
}
