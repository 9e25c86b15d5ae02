import type { BadgeTone } from '@atrium/design-system';

/** How a status reads in a badge, and whether the project is still on its way somewhere. */
export interface StatusLook {
  readonly label: string;
  readonly tone: BadgeTone;
  /** Still changing (coming up, restoring): the badge shows it is busy. */
  readonly busy: boolean;
}

/** The hosted platform's project statuses (the hosted contract), as a person reads them. */
const LOOKS: Readonly<Record<string, StatusLook>> = {
  ACTIVE_HEALTHY: { label: 'Active healthy', tone: 'positive', busy: false },
  COMING_UP: { label: 'Coming up', tone: 'neutral', busy: true },
  INIT_FAILED: { label: 'Init failed', tone: 'critical', busy: false },
  RESTORING: { label: 'Restoring', tone: 'neutral', busy: true },
};

/** A status the platform may add later still reads: `PAUSED` is "Paused". */
export function statusLook(status: string): StatusLook {
  return (
    LOOKS[status] ?? {
      label: status.charAt(0) + status.slice(1).toLowerCase().replaceAll('_', ' '),
      tone: 'neutral',
      busy: false,
    }
  );
}

/**
 * Whether the project's pages are of no use yet: its database is being created, failed to be, or
 * is being restored (its routes answer 503 `project_not_ready`). Such a project's place is its
 * building page, which shows how it is going.
 */
export const isNotReady = (status: string) =>
  status === 'COMING_UP' || status === 'INIT_FAILED' || status === 'RESTORING';

/** Where a project's link leads: its home, or its building page while it is not ready. */
export const projectHref = ({ ref, status }: { ref: string; status: string }) =>
  `/project/${encodeURIComponent(ref)}${isNotReady(status) ? '/building' : ''}`;
