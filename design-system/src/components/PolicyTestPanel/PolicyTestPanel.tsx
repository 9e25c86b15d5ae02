import { useState, type ReactNode } from 'react';
import { Box } from '../../Box/Box.js';
import { ErrorPanel } from '../ErrorPanel/ErrorPanel.js';
import { RolePicker } from '../RolePicker/RolePicker.js';
import { TextArea } from '../TextArea/TextArea.js';
import { defaultTestRole, testClaims, testRoles } from './test-roles.js';

/** Who a policy test runs as: a role, and for `authenticated` the user's JWT claims. */
export interface PolicyTestSubject {
  readonly role: string;
  /** `sub` (the user id) over the other claims typed; only for `authenticated`. */
  readonly claims?: Record<string, unknown>;
}

export interface PolicyTestPanelProps {
  /** What the test shows, under the 'Test this policy' heading. */
  readonly description: string;
  /** The roles the policy applies to, as its form has them (none: every role). */
  readonly policyRoles: readonly string[];
  /**
   * The run button, as the screen gates it (the design system knows no permissions): it calls
   * `run`, which asks `onRun` for the test unless the claims typed are not a JSON object.
   */
  readonly renderRun: (run: () => void) => ReactNode;
  /** Runs the test as the subject picked; the screen calls its API and shows `error` or `children`. */
  readonly onRun: (subject: PolicyTestSubject) => void;
  /** Why the last run failed, in the API's words. */
  readonly error?: string;
  /** The last run's result. */
  readonly children?: ReactNode;
}

/**
 * The frame of a policy tester (the rls plugin's for a table's rows, the storage plugin's for a
 * bucket's files): who to test as, the run button and the outcome. The policy follows its form's
 * roles until the user picks one.
 */
export function PolicyTestPanel({
  description,
  policyRoles,
  renderRun,
  onRun,
  error,
  children,
}: PolicyTestPanelProps) {
  const [picked, setPicked] = useState<string>();
  const role = picked ?? defaultTestRole(policyRoles);
  const [userId, setUserId] = useState('');
  const [claims, setClaims] = useState('');
  const [claimsError, setClaimsError] = useState<string>();

  function run() {
    setClaimsError(undefined);
    if (role !== 'authenticated') return onRun({ role });
    try {
      onRun({ role, claims: testClaims(userId, claims) });
    } catch (e) {
      setClaimsError(e instanceof Error ? e.message : String(e));
    }
  }

  const shownError = claimsError ?? error;
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
          {description}
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
      <Box>{renderRun(run)}</Box>
      {shownError && <ErrorPanel title="The policy test failed" message={shownError} />}
      {!claimsError && children}
    </Box>
  );
}
