/** SWR keys of the team page's lists, so a write refreshes exactly what it changed. */
export const memberKeys = (slug: string) => ['organizations', slug, 'members'];
export const invitationKeys = (slug: string) => ['organizations', slug, 'invitations'];
