import { Box, Button, ErrorPanel, RolePicker, TextArea } from '@atrium/design-system';
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
import { defaultTestRole, testRoles } from './test-roles.js';
import { testClaims } from './tested-rows.js';
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
  // Follows the policy's roles until the user picks one.
  const [picked, setPicked] = useState<string>();
  const role = picked ?? defaultTestRole(policyRoles);
  const [userId, setUserId] = useState('');
  const [claims, setClaims] = useState('');
  const [result, setResult] = useState<{ role: string; data: PolicyTestResult }>();
  const [error, setError] = useState<string>();
  const [running, setRunning] = useState(false);

  async function run() {
    if (!request) return;
    setRunning(true);
    setError(undefined);
    try {
      const jwt = role === 'authenticated' ? testClaims(userId, claims) : undefined;
      const data = await testPolicy(pgMeta, {
        table_id: tableId,
        policy: request,
        role,
        claims: jwt,
      });
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
    <Box
      as="section"
      aria-label="Test this policy"
      display="flex"
      flexDirection="column"
      gap="medium"
      padding="large"
      borderStyle="solid"
      borderWidth="standard"
      borderColor="border"
      borderRadius="medium"
    >
      <Box display="flex" flexDirection="column" gap="xxsmall">
        <Box as="h3" margin="none" fontSize="standard" fontWeight="strong">
          Test this policy
        </Box>
        <Box as="span" color="textMuted" fontSize="small">
          See the rows a role would see and could write with this policy in place. The database
          computes it in a transaction that is rolled back: nothing is saved.
        </Box>
      </Box>
      <RolePicker
        layout="row"
        label="Test as role"
        roles={testRoles(policyRoles)}
        role={role}
        onRoleChange={setPicked}
        userId={userId}
        onUserIdChange={setUserId}
        userIdLabel="User ID (sub claim)"
      />
      {role === 'authenticated' && (
        <TextArea
          label="Other JWT claims (JSON)"
          value={claims}
          onChange={setClaims}
          placeholder='{ "email": "user@example.com" }'
          rows={2}
        />
      )}
      <Box>
        <Gate action="sql:admin:write" resource="policies" deniedTooltip={TEST_POLICY_DENIED}>
          {(allowed) => (
            <Button
              isDisabled={!allowed || !request}
              isPending={running}
              onPress={() => void run()}
            >
              Run test
            </Button>
          )}
        </Gate>
      </Box>
      {error && <ErrorPanel title="The policy test failed" message={error} />}
      {result && <TesterResult result={result.data} role={result.role} />}
    </Box>
  );
}
