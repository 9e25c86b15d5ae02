import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { Switch } from './Switch.js';
import { switchSizes } from './dimensions.js';

export const switchDoc: ComponentDoc = {
  name: 'Switch',
  description: 'Turns a setting on or off at once. In a form that is saved, use a Checkbox.',
  examples: [
    {
      title: 'Sizes',
      render: () => (
        <Box display="flex" flexDirection="column" gap="small">
          {switchSizes.map((size) => (
            <Switch key={size} size={size} defaultSelected={size === 'medium'}>
              {size}
            </Switch>
          ))}
        </Box>
      ),
    },
    {
      title: 'With a description, disabled',
      render: () => (
        <Box display="flex" flexDirection="column" gap="small">
          <Switch description="auth, storage, realtime and others">Show system schemas</Switch>
          <Switch isDisabled>Upgrade to change</Switch>
        </Box>
      ),
    },
  ],
};
