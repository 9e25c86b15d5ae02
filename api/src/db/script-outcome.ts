import type { ScriptEvent } from '@atrium/common/sql-script';

/** How a script's run ended, read from its answer as it went by. */
export interface RunOutcome {
  readonly status: 'ok' | 'error' | 'cancelled';
  /** Postgres's message when the script failed. */
  readonly error: string | null;
  /** The rows the last statement returned or changed, as Postgres counted them. */
  readonly rowCount: number | null;
}

/**
 * Reads the events of a script's answer (`@atrium/common/sql-script`) as its chunks go by,
 * skipping row lines without parsing them, and knows how the run ended.
 */
class OutcomeReader {
  private readonly decoder = new TextDecoder();
  private atLineStart = true;
  private inEvent = false;
  private line = '';
  private status: RunOutcome['status'] = 'cancelled';
  private error: string | null = null;
  private rowCount: number | null = null;

  read(chunk: Uint8Array): void {
    const text = this.decoder.decode(chunk, { stream: true });
    let at = 0;
    while (at < text.length) {
      if (this.atLineStart) {
        this.inEvent = text[at] !== '[';
        this.atLineStart = false;
        this.line = '';
      }
      const newline = text.indexOf('\n', at);
      const end = newline === -1 ? text.length : newline;
      if (this.inEvent) this.line += text.slice(at, end);
      if (newline === -1) return;
      if (this.inEvent) this.event(this.line);
      this.atLineStart = true;
      at = newline + 1;
    }
  }

  private event(line: string): void {
    let event: ScriptEvent;
    try {
      event = JSON.parse(line) as ScriptEvent;
    } catch {
      return;
    }
    if (event.kind === 'complete') this.rowCount = event.row_count;
    else if (event.kind === 'end') this.status = 'ok';
    else if (event.kind === 'error') {
      this.status = 'error';
      this.error = event.error.message;
    }
  }

  outcome(): RunOutcome {
    return { status: this.status, error: this.error, rowCount: this.rowCount };
  }
}

/**
 * `body`, passed on unchanged (read as its reader pulls, so backpressure holds), calling `ended`
 * once with the run's outcome when the answer has ended, failed, or its reader went away
 * (then the run counts as cancelled unless its last line had come).
 */
export function watchScriptAnswer(
  body: ReadableStream<Uint8Array>,
  ended: (outcome: RunOutcome) => void,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  const outcome = new OutcomeReader();
  let told = false;
  const finish = () => {
    if (told) return;
    told = true;
    ended(outcome.outcome());
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          finish();
          controller.close();
          return;
        }
        outcome.read(value);
        controller.enqueue(value);
      } catch (error) {
        finish();
        controller.error(error);
      }
    },
    async cancel(reason) {
      finish();
      await reader.cancel(reason);
    },
  });
}
