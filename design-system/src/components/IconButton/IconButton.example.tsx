import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { buttonSizes, buttonTones } from '../Button/Button.css.js';
import { Glyph } from '../FormField/Glyph.js';
import { IconButton } from './IconButton.js';

export const iconButtonDoc: ComponentDoc = {
  name: 'IconButton',
  description: 'A square Button with only an icon. The label names it for assistive technology.',
  props: [
    { name: 'icon', type: 'ReactNode', description: 'The icon (decorative).' },
    { name: 'label', type: 'string', description: 'Required: what the button does.' },
    {
      name: 'size',
      type: buttonSizes.join(' | '),
      default: 'standard',
      description: 'Side length.',
    },
    { name: 'variant', type: 'solid | soft | ghost', default: 'soft', description: 'As Button.' },
    { name: 'tone', type: buttonTones.join(' | '), default: 'neutral', description: 'As Button.' },
    { name: 'onPress', type: '(event) => void', description: 'Called on click, Enter or Space.' },
  ],
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
