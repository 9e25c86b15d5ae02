/** Types for test-reports.mjs, so TypeScript tests can call it. */

export const PROJECTS: readonly string[];

export function readReports(
  outputDir: string,
  root: string,
): { passed: number; failedTests: number; failures: string[] };

export function slowestFiles(
  outputDir: string,
  root: string,
  project: string,
  count?: number,
): { file: string; ms: number }[];

export function formatDuration(ms: number): string;

export function timingSummary(
  outputDir: string,
  root: string,
  steps: readonly { name: string; ms: number; cpuMs?: number }[],
): string[];
