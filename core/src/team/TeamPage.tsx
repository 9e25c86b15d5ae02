import { useParams } from 'wouter';
import { Box } from '@atrium/design-system';
import { AccountSection } from '../account/AccountSection.js';
import * as styles from '../account/AccountPage.css.js';
import { PageHeader } from '../pages/PageHeader.js';
import { AddMemberForm } from './AddMemberForm.js';
import { InvitationList } from './InvitationList.js';
import { MemberList } from './MemberList.js';

/**
 * `/org/{slug}/team` (Members): who belongs to the organization, in which role, and who is invited.
 */
export function TeamPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  return (
    <Box padding="xlarge" className={styles.page}>
      <PageHeader title="Team" description={`The members of ${slug} and their roles.`} />
      <AccountSection title="Members">
        <MemberList slug={slug} />
      </AccountSection>
      <AccountSection title="Add a member">
        <AddMemberForm slug={slug} />
      </AccountSection>
      <AccountSection title="Pending invitations">
        <InvitationList slug={slug} />
      </AccountSection>
    </Box>
  );
}
