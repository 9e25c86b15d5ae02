import { useId, type ReactNode } from 'react';
import * as css from './StorageSettings.css.js';

/** One titled card of the storage settings page, named by its heading. */
export function SettingsSection({
  title,
  children,
}: {
  readonly title: string;
  readonly children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} className={css.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
