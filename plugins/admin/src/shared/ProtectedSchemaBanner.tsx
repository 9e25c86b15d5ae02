import * as css from './admin.css.js';

/**
 * Spec section 6: a protected schema's objects are read-only, and a banner says why in place of
 * the controls that would change them.
 */
export function ProtectedSchemaBanner({ schema, objects }: { schema: string; objects: string }) {
  return (
    <div className={css.banner} role="note" aria-label="Viewing protected schema">
      <p className={css.bannerTitle}>Currently viewing {objects} from a protected schema</p>
      <p style={{ margin: 0 }}>
        The <code>{schema}</code> schema is managed by Atrium and is read-only through the
        dashboard.
      </p>
    </div>
  );
}
