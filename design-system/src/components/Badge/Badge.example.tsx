import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { badgeTones } from './Badge.css.js';
import { Badge } from './Badge.js';

export const badgeDoc: ComponentDoc = {
  name: 'Badge',
  description: 'A short status label next to a name, such as a public bucket or a lint warning.',
  examples: [
    {
      title: 'Tones',
      render: () => (
        <Box display="flex" gap="small" flexWrap="wrap">
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone}>
              {tone}
            </Badge>
          ))}
        </Box>
      ),
    },
    {
      title: 'In context',
      render: () => (
        <Box display="flex" gap="small" alignItems="center">
          avatars <Badge tone="accent">Public</Badge>
          profiles <Badge tone="critical">RLS Disabled</Badge>
        </Box>
      ),
    },
  ],
};
