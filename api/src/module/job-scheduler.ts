import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Logger } from 'pino';
import { withTransaction } from '../db/transaction.js';
import type { ModuleContext, ModuleJob, ModuleScheduler } from './define-module.js';
import type { ModuleReport } from './module-report.js';

/** Shortest period a job may have: claims are a platform query each. */
export const MIN_JOB_PERIOD_MS = 100;

type Outcome = 'succeeded' | 'failed' | 'timed_out' | 'stopped';

/**
 * Runs modules' global jobs: exactly one instance per period. Every instance looks several times
 * a period (at most every minute) whether the current period, by the platform database's clock,
 * has a run; the first to insert that period's row in `module_job_runs` runs it, under an
 * advisory lock per job that also keeps a run from starting while the previous one (not yet past
 * its timeout) is still going. Since the first look is at start, a period missed while every
 * instance was down runs as soon as one starts. A run past its timeout is aborted and recorded
 * `timed_out`; one that throws is recorded `failed`, logged and reported by module name. A
 * module `paused` says is paused (a plugin switched off at run time) keeps its looks but claims
 * nothing until it is not. `stop()` ends the looks and aborts and awaits the runs in progress.
 */
export class JobScheduler {
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #running = new Set<Promise<void>>();
  readonly #stopping = new AbortController();
  /** `module/job` of each job scheduled, so none is scheduled twice. */
  readonly #scheduled = new Set<string>();

  constructor(
    private readonly platform: pg.Pool,
    private readonly log: Logger,
    private readonly report: ModuleReport,
    /** Each module's context, handed to its jobs' runs with the run's own parts. */
    private readonly contextFor: (moduleId: string) => ModuleContext,
    /** Names this instance in the runs it records. */
    readonly instance: string = randomUUID(),
    /** Whether a module's jobs wait, unclaimed, for now (a plugin switched off at run time). */
    private readonly paused: (module: string) => boolean = () => false,
  ) {}

  /** The scheduler as module `module` is handed it (`ModuleContext.scheduler`). */
  forModule(module: string): ModuleScheduler {
    return Object.freeze({ schedule: async (job: ModuleJob) => this.schedule(module, job) });
  }

  /** Schedules `job`; answers once its first look (at start) is done, its run not awaited. */
  schedule(module: string, job: ModuleJob): Promise<void> {
    const problem =
      jobProblem(job) ??
      (this.#scheduled.has(`${module}/${job.id}`) ? 'it is scheduled already' : undefined) ??
      (this.#stopping.signal.aborted ? 'the instance is stopping' : undefined);
    if (problem) throw new Error(`job ${module}/${job.id}: ${problem}`);
    this.#scheduled.add(`${module}/${job.id}`);
    const lookEveryMs = Math.min(Math.max(job.periodMs / 4, MIN_JOB_PERIOD_MS / 4), 60_000);
    const look = async () => {
      try {
        const periodStart = this.paused(module) ? undefined : await this.#claim(module, job);
        if (periodStart) this.#track(this.#run(module, job, periodStart));
      } catch (error) {
        if (!this.#stopping.signal.aborted) {
          this.log.warn({ module, job: job.id, err: error }, 'could not look for a job run');
        }
      } finally {
        if (!this.#stopping.signal.aborted) {
          const timer = setTimeout(() => {
            this.#timers.delete(timer);
            void look();
          }, lookEveryMs);
          this.#timers.add(timer);
        }
      }
    };
    return look();
  }

  async stop(): Promise<void> {
    this.#stopping.abort(new Error('the instance is stopping'));
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    await Promise.all([...this.#running]);
  }

  #track(run: Promise<void>) {
    this.#running.add(run);
    void run.finally(() => this.#running.delete(run));
  }

  /** The current period's start when this instance claimed its run, else undefined. */
  async #claim(module: string, job: ModuleJob): Promise<Date | undefined> {
    return withTransaction(this.platform, async (client) => {
      const locked = await client.query<{ locked: boolean }>(
        `SELECT pg_try_advisory_xact_lock(hashtext('atrium.module-job'), hashtext($1)) AS locked`,
        [`${module}/${job.id}`],
      );
      if (!locked.rows[0]?.locked) return undefined;
      const claimed = await client.query<{ period_start: Date }>(
        `WITH period AS (
           SELECT to_timestamp(floor(extract(epoch FROM clock_timestamp()) * 1000 / $3::bigint)
                  * $3::bigint / 1000.0) AS start
         )
         INSERT INTO module_job_runs (module, job, period_start, instance)
         SELECT $1, $2, period.start, $4 FROM period
         WHERE NOT EXISTS (
           SELECT 1 FROM module_job_runs
           WHERE module = $1 AND job = $2 AND finished_at IS NULL
             AND started_at > clock_timestamp() - make_interval(secs => $5::bigint / 1000.0)
         )
         ON CONFLICT DO NOTHING
         RETURNING period_start`,
        [module, job.id, job.periodMs, this.instance, job.timeoutMs],
      );
      return claimed.rows[0]?.period_start;
    });
  }

  async #run(module: string, job: ModuleJob, periodStart: Date): Promise<void> {
    const log = this.log.child({ module, job: job.id });
    const timeout = AbortSignal.timeout(job.timeoutMs);
    const signal = AbortSignal.any([timeout, this.#stopping.signal]);
    const aborted = new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }),
    );
    aborted.catch(() => undefined);
    let outcome: Outcome = 'succeeded';
    let failure: unknown;
    try {
      await Promise.race([
        job.run({ ...this.contextFor(module), signal, periodStart, log }),
        aborted,
      ]);
    } catch (error) {
      outcome = 'failed';
      failure = error;
    }
    // A run that ends because it was aborted ends the way it was aborted, whatever it answered.
    if (timeout.aborted) outcome = 'timed_out';
    else if (this.#stopping.signal.aborted) outcome = 'stopped';
    if (outcome === 'timed_out') failure = new Error(`timed out after ${job.timeoutMs} ms`);
    if (outcome === 'failed' || outcome === 'timed_out') {
      this.report.jobFailed(module, job.id, failure);
    }
    await this.platform
      .query(
        `UPDATE module_job_runs SET finished_at = clock_timestamp(), outcome = $4
         WHERE module = $1 AND job = $2 AND period_start = $3`,
        [module, job.id, periodStart, outcome],
      )
      .catch((error: unknown) => log.warn({ err: error }, 'could not record a job run'));
  }
}

/** Why a job cannot be scheduled, or undefined when it can. */
export function jobProblem(job: ModuleJob): string | undefined {
  if (typeof job !== 'object' || job === null || typeof job.run !== 'function') {
    return 'a job is an object with a run function';
  }
  if (typeof job.id !== 'string' || job.id === '') return 'a job needs an id';
  if (job.scope !== 'global') return `scope ${String(job.scope)} is not one of: global`;
  if (!Number.isInteger(job.periodMs) || job.periodMs < MIN_JOB_PERIOD_MS) {
    return `periodMs must be a whole number of at least ${MIN_JOB_PERIOD_MS}`;
  }
  if (!Number.isInteger(job.timeoutMs) || job.timeoutMs <= 0) {
    return 'timeoutMs must be a positive whole number';
  }
  return undefined;
}
