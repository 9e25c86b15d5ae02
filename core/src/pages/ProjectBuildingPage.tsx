import { ProgressBar } from '@atrium/design-system';
import { CorePage } from './CorePage.js';

/** Where the infrastructure link leads while a project is still coming up. */
export function ProjectBuildingPage() {
  return (
    <CorePage title="Your project is coming up" description="This takes a minute or two.">
      <ProgressBar label="Setting up the project" isIndeterminate />
    </CorePage>
  );
}
