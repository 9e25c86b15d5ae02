import type { ComponentDoc } from '../../docs.js';
import { Skeleton } from './Skeleton.js';

export const skeletonDoc: ComponentDoc = {
  name: 'Skeleton',
  description:
    'A shimmering placeholder while content loads. The shimmer stops when the user prefers reduced motion.',
  examples: [
    { title: 'Three skeleton rows', render: () => <Skeleton /> },
    {
      title: 'Blocks',
      render: () => <Skeleton shape="block" count={2} height={37} label="Loading files" />,
    },
  ],
};
