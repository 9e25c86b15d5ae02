import type { PolicyTestResult, WriteOutcome } from './result.js';

/** One visible row with the verdicts on writing it, as the result table shows it. */
export interface TestedRow {
  readonly index: number;
  readonly values: Readonly<Record<string, unknown>>;
  readonly insert?: WriteOutcome;
  readonly update?: WriteOutcome;
}

export function testedRows(result: PolicyTestResult): TestedRow[] {
  return result.visible.map((values, index) => ({
    index,
    values,
    insert: result.writable?.insert?.[index],
    update: result.writable?.update?.[index],
  }));
}

/** '2 rows visible', '1,000+ rows visible' when the count stopped at its cap. */
export function visibleSummary(result: PolicyTestResult, role: string): string {
  const count = `${result.visible_count.toLocaleString('en-US')}${result.visible_count_capped ? '+' : ''}`;
  return `${count} ${result.visible_count === 1 && !result.visible_count_capped ? 'row' : 'rows'} visible to ${role}`;
}
