import type { ReactNode } from 'react';
import { Box } from '@atrium/design-system';
import * as styles from './AccountPage.css.js';

/** One titled panel of an account page. */
export function AccountSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-label={title}>
      <Box as="h2" fontSize="large" fontWeight="strong" margin="none">
        {title}
      </Box>
      {description && (
        <Box as="p" color="textMuted" margin="none">
          {description}
        </Box>
      )}
      {children}
    </section>
  );
}
