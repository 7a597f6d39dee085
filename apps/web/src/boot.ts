/**
 * The first of the member app's two entries (build/boot-entry.ts): a few KB, with no React, router or texts,
 * that start what the opened screen needs — its chunks, its interface texts and its first reads
 * (app/first-data.ts) — while the app's own entry (main.tsx), which renders it, is still loading. The screen's
 * second wave of requests then no longer waits for the first to arrive and run (bench/results/lighthouse-*.md
 * "changes").
 */
import { requestFirstScreenData } from './app/first-data';

requestFirstScreenData();
