import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { buttonTones, buttonVariants } from './Button.css.js';
import { Button } from './Button.js';

export const buttonDoc: ComponentDoc = {
  name: 'Button',
  description: 'Triggers an action. Use tone critical for destructive actions.',
  examples: [
    {
      title: 'Variants and tones',
      render: () => (
        <Box display="flex" flexDirection="column" gap="small">
          {buttonVariants.map((variant) => (
            <Box key={variant} display="flex" gap="small">
              {buttonTones.map((tone) => (
                <Button key={tone} variant={variant} tone={tone}>
                  {variant} {tone}
                </Button>
              ))}
            </Box>
          ))}
        </Box>
      ),
    },
    {
      title: 'States',
      render: () => (
        <Box display="flex" gap="small">
          <Button isDisabled>Disabled</Button>
          <Button variant="solid" tone="accent" isPending>
            Saving
          </Button>
          <Button size="small">Small</Button>
        </Box>
      ),
    },
  ],
};
