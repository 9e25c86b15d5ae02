import type { ComponentDoc } from '../../docs.js';
import { NoPermission } from './NoPermission.js';

export const noPermissionDoc: ComponentDoc = {
  name: 'NoPermission',
  description: "Replaces content the user's role may not see, and says whom to ask.",
  examples: [
    {
      title: 'Table editor without read permission',
      render: () => <NoPermission resource="view tables from this project" />,
    },
  ],
};
