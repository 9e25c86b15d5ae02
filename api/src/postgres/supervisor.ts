import type { ChildProcess } from 'node:child_process';
import { RESTART_BACKOFF, restartDelay, type RestartBackoff } from './restart-backoff.js';

export interface SupervisorLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Brings Postgres back when it exits while Atrium runs (killed, out of memory, a crash): logs it
 * at error level, then calls `restartServer` after a growing delay until an attempt succeeds.
 * Requests meanwhile get 503 from the pools, which reconnect by themselves once it is back.
 */
export class PostgresSupervisor {
  private active = false;
  /** Attempts in a row that did not lead to a healthy run. */
  private failures = 0;
  private timer: NodeJS.Timeout | undefined;
  private attempt: Promise<void> | undefined;

  constructor(
    private readonly restartServer: () => Promise<void>,
    private readonly log?: SupervisorLog,
    private readonly backoff: RestartBackoff = RESTART_BACKOFF,
  ) {}

  /** From now until end(), a server that exits has crashed. */
  begin(): void {
    this.active = true;
    this.failures = 0;
  }

  /** Watches a server that has just become ready. */
  watch(server: ChildProcess): void {
    const readyAt = Date.now();
    server.once('exit', (code, signal) => {
      if (!this.active) return;
      if (Date.now() - readyAt >= this.backoff.healthyAfterMs) this.failures = 0;
      this.scheduleRestart(`Postgres exited (${signal ? `signal ${signal}` : `code ${code}`})`);
    });
  }

  /** No more restarts. Waits for an attempt under way, so the caller can then stop its server. */
  async end(): Promise<void> {
    this.active = false;
    clearTimeout(this.timer);
    await this.attempt;
  }

  private scheduleRestart(reason: string): void {
    const restartInMs = restartDelay(this.failures++, this.backoff);
    this.log?.error({ reason, restartInMs }, 'embedded Postgres is down; restarting it');
    this.timer = setTimeout(() => {
      this.attempt = this.restart().finally(() => (this.attempt = undefined));
    }, restartInMs);
  }

  /** Never rejects: a failed attempt schedules the next one, until end(). */
  private async restart(): Promise<void> {
    try {
      await this.restartServer();
      this.log?.info({}, 'embedded Postgres restarted');
    } catch (error) {
      if (this.active) this.scheduleRestart((error as Error).message);
    }
  }
}
