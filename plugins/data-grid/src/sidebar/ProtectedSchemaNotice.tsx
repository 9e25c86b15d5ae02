import { Button, Deferred } from '@atrium/design-system';
import * as css from './TableEditorSidebar.css.js';

/** The popover loads when first reached for (deferred-overlays.tsx). */
const loadPopover = () => import('./deferred-overlays.js').then((m) => m.TriggeredPopover);

/**
 * Spec 2.11, word for word, in place of the New table button in a protected schema. 'Learn more'
 * explains in place: the project has no documentation site to link to yet.
 */
export function ProtectedSchemaNotice({ schema }: { schema: string }) {
  const learnMore = (
    <Button size="small" variant="ghost">
      Learn more
    </Button>
  );
  return (
    <div className={css.notice} role="note" aria-label="Viewing protected schema">
      <div className={css.noticeTitle}>Viewing protected schema</div>
      <p>This schema is managed by the provider and is read-only through the table editor</p>
      <Deferred
        load={loadPopover}
        standIn={learnMore}
        props={{
          title: 'Protected schemas',
          trigger: learnMore,
          children: (
            <p>
              The platform creates and maintains the <code>{schema}</code> schema for its own
              services. Its tables can be browsed here, but creating, changing or deleting tables
              and columns in it is refused, so that those services keep working.
            </p>
          ),
        }}
      />
    </div>
  );
}
