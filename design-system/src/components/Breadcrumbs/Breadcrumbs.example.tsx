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
