import type { ComponentDoc } from '../../docs.js';
import { skeletonShapes } from './Skeleton.css.js';
import { Skeleton } from './Skeleton.js';

export const skeletonDoc: ComponentDoc = {
  name: 'Skeleton',
  description:
    'A shimmering placeholder while content loads. The shimmer stops when the user prefers reduced motion.',
  props: [
    { name: 'shape', type: skeletonShapes.join(' | '), default: 'line', description: 'Form.' },
    { name: 'count', type: 'number', default: '3 lines, 1 block', description: 'How many.' },
    { name: 'height', type: 'number', description: 'Height of each shape in pixels.' },
    { name: 'label', type: 'string', default: "'Loading'", description: 'Screen reader text.' },
  ],
  examples: [
    { title: 'Three skeleton rows', render: () => <Skeleton /> },
    {
      title: 'Blocks',
      render: () => <Skeleton shape="block" count={2} height={37} label="Loading files" />,
    },
  ],
};
