import type { CDPSession } from 'playwright-core';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  /** Thread (CPU) time of a complete event, in µs. */
  readonly tdur?: number;
  readonly args?: { readonly name?: string };
}

/**
 * Runs `run` under a Chromium trace of the renderer's tasks and answers, beside its result, the
 * most main-thread CPU time one task took (a `RunTask`'s thread duration, in ms). The 'longtask'
 * observer measures a task by the wall clock, which on a machine busy elsewhere also counts the
 * time the thread waited for a CPU; this figure is the explorer's own work. Reported only: the
 * target stays the wall clock's.
 */
export async function withTaskCpu<T>(
  cdp: CDPSession,
  run: () => Promise<T>,
): Promise<{ result: T; longestTaskCpuMs: number }> {
  const events: TraceEvent[] = [];
  // The protocol types a trace event's fields loosely; these are the ones read.
  const collect = (data: { value: object[] }) => {
    events.push(...(data.value as TraceEvent[]));
  };
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  let result: T;
  try {
    result = await run();
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const cpu = events
    .filter(
      (e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === main?.pid && e.tid === main?.tid,
    )
    .map((e) => (e.tdur ?? 0) / 1000);
  return { result, longestTaskCpuMs: Math.max(0, ...cpu) };
}
