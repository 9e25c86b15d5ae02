import { useState } from 'react';
import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { Button } from '../Button/Button.js';
import { PolicyTestPanel, type PolicyTestSubject } from './PolicyTestPanel.js';

function Example() {
  const [tested, setTested] = useState<PolicyTestSubject>();
  return (
    <PolicyTestPanel
      description="See what a role could do with this policy in place. Nothing is saved."
      policyRoles={['authenticated']}
      renderRun={(run) => <Button onPress={run}>Run test</Button>}
      onRun={setTested}
    >
      {tested && (
        <Box as="p" role="status" margin="none">
          Tested as {tested.role} with claims {JSON.stringify(tested.claims ?? {})}
        </Box>
      )}
    </PolicyTestPanel>
  );
}

export const policyTestPanelDoc: ComponentDoc = {
  name: 'PolicyTestPanel',
  description:
    'The frame of a policy tester: who to test as (a role, and for authenticated a user id and ' +
    'other JWT claims), the run button the screen gates, the error and the result the screen ' +
    'draws. The rls plugin tests a table\u2019s rows with it, the storage plugin a bucket\u2019s files.',
  propTypes: ['PolicyTestPanelProps'],
  examples: [{ title: 'Testing as a user', render: () => <Example /> }],
};
