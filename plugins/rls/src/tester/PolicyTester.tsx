import { Button, PolicyTestPanel, type PolicyTestSubject } from '@atrium/design-system';
import { Gate, usePgMeta } from '@atrium/core/plugin-api';
import { useState } from 'react';
import { testPolicy } from '../data/policy-test.js';
import {
  expressionErrorOf,
  policyErrorMessage,
  type ExpressionError,
} from '../policy/expression-error.js';
import type { PolicyRequest } from '../policy/request.js';
import type { PolicyTestResult } from './result.js';
import { TesterResult } from './TesterResult.js';

export const TEST_POLICY_DENIED = 'You need additional permissions to test RLS policies';

/**
 * Beyond the spec: shows what a role would see and could write under the policy being edited,
 * computed by the database in a transaction that is always rolled back, before anything is saved.
 */
export function PolicyTester({
  tableId,
  request,
  policyRoles,
  onExpressionError,
}: {
  tableId: number;
  request: PolicyRequest | null;
  /** The roles the policy applies to, as the form has them (none: every role). */
  policyRoles: readonly string[];
  /** Told of a syntax error in one of the expressions, for their editor to point at it. */
  onExpressionError?: (error: ExpressionError) => void;
}) {
  const { pgMeta } = usePgMeta();
  const [result, setResult] = useState<{ role: string; data: PolicyTestResult }>();
  const [error, setError] = useState<string>();
  const [running, setRunning] = useState(false);

  async function run({ role, claims }: PolicyTestSubject) {
    if (!request) return;
    setRunning(true);
    setError(undefined);
    try {
      const data = await testPolicy(pgMeta, { table_id: tableId, policy: request, role, claims });
      setResult({ role, data });
    } catch (e) {
      setResult(undefined);
      setError(policyErrorMessage(e));
      const inExpression = expressionErrorOf(e);
      if (inExpression) onExpressionError?.(inExpression);
    } finally {
      setRunning(false);
    }
  }

  return (
    <PolicyTestPanel
      description="See the rows a role would see and could write with this policy in place. The database computes it in a transaction that is rolled back: nothing is saved."
      policyRoles={policyRoles}
      onRun={(subject) => void run(subject)}
      error={error}
      renderRun={(start) => (
        <Gate action="sql:admin:write" resource="policies" deniedTooltip={TEST_POLICY_DENIED}>
          {(allowed) => (
            <Button isDisabled={!allowed || !request} isPending={running} onPress={start}>
              Run test
            </Button>
          )}
        </Gate>
      )}
    >
      {result && <TesterResult result={result.data} role={result.role} />}
    </PolicyTestPanel>
  );
}
