import { Button, Popover } from '@atrium/design-system';
import * as css from './TableEditorSidebar.css.js';

/**
 * Spec 2.11, word for word, in place of the New table button in a protected schema. 'Learn more'
 * explains in place: the project has no documentation site to link to yet.
 */
export function ProtectedSchemaNotice({ schema }: { schema: string }) {
  return (
    <div className={css.notice} role="note" aria-label="Viewing protected schema">
      <div className={css.noticeTitle}>Viewing protected schema</div>
      <p>This schema is managed by the provider and is read-only through the table editor</p>
      <Popover
        title="Protected schemas"
        trigger={
          <Button size="small" variant="ghost">
            Learn more
          </Button>
        }
      >
        <p>
          The platform creates and maintains the <code>{schema}</code> schema for its own services.
          Its tables can be browsed here, but creating, changing or deleting tables and columns in
          it is refused, so that those services keep working.
        </p>
      </Popover>
    </div>
  );
}
