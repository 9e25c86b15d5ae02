/** Whether the role may write one visible row, and the database's reason when it may not. */
export interface WriteOutcome {
  readonly allowed: boolean;
  readonly message?: string;
}

/** `POST /policies/test`: what a role sees and could write under the policy being edited. */
export interface PolicyTestResult {
  readonly rls_enabled: boolean;
  readonly visible: readonly Record<string, unknown>[];
  readonly visible_count: number;
  readonly visible_count_capped: boolean;
  readonly writable?: {
    readonly insert?: readonly WriteOutcome[];
    readonly update?: readonly WriteOutcome[];
  };
}
