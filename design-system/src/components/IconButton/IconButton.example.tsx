import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { buttonSizes } from '../Button/Button.css.js';
import { Glyph } from '../FormField/Glyph.js';
import { IconButton } from './IconButton.js';

export const iconButtonDoc: ComponentDoc = {
  name: 'IconButton',
  description: 'A square Button with only an icon. The label names it for assistive technology.',
  examples: [
    {
      title: 'Sizes and tones',
      render: () => (
        <Box display="flex" alignItems="center" gap="small">
          {buttonSizes.map((size) => (
            <IconButton
              key={size}
              size={size}
              icon={<Glyph name="plus" />}
              label={`Add (${size})`}
            />
          ))}
          <IconButton variant="ghost" icon={<Glyph name="search" />} label="Search" />
          <IconButton tone="critical" icon={<Glyph name="close" />} label="Delete" />
          <IconButton isDisabled icon={<Glyph name="close" />} label="Close" />
        </Box>
      ),
    },
  ],
};
