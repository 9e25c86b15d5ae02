import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { Breadcrumbs, type BreadcrumbItem } from './Breadcrumbs.js';

const folders = ['avatars', 'public', '2024', 'march', 'team', 'thumbnails'];
const path: BreadcrumbItem[] = folders.map((label, i) => ({
  label,
  href: `#/${folders.slice(0, i + 1).join('/')}`,
}));

export const breadcrumbsDoc: ComponentDoc = {
  name: 'Breadcrumbs',
  description:
    "The path to the current page. More than 5 crumbs collapse to the first 2, '...' and the last 2; '...' reveals the rest.",
  props: [
    {
      name: 'items',
      type: '{ label: string; href?: string }[]',
      description: 'The path; the last item is the current page.',
    },
    {
      name: 'onAction',
      type: '(item, index) => void',
      description: 'Pressed crumb, for client-side navigation.',
    },
    { name: 'aria-label', type: 'string', default: "'Breadcrumbs'", description: 'Landmark name.' },
  ],
  examples: [
    {
      title: 'Short and collapsed',
      render: () => (
        <Box display="flex" flexDirection="column" gap="medium">
          <Breadcrumbs items={path.slice(0, 3)} />
          <Breadcrumbs aria-label="Folder path" items={path} />
        </Box>
      ),
    },
  ],
};
