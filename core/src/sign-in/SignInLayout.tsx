import { useState, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Box } from '@atrium/design-system';
import * as styles from './SignInLayout.css.js';
import { pickTestimonial, TESTIMONIALS, type Testimonial } from './testimonials.js';

/**
 * Where the Documentation link goes: the docs site this server serves itself (`GET /docs/*`,
 * built with the web app), opened in a new tab, so it is there wherever Atrium is installed and
 * offline too. A new tab also keeps the click out of the app's own router.
 */
export const DOCUMENTATION_URL = '/docs/';

/**
 * The sign-in layout (spec 2.5): the logo, a Documentation link, the page's form, the notice that
 * continuing means agreeing to the terms and the privacy policy, and a random testimonial beside
 * it on wide screens only, when the install has any (it ships none). The spec's notice also
 * promises periodic emails: Atrium sends none, so it does not say so.
 */
export function SignInLayout({
  title,
  description,
  children,
  testimonials = TESTIMONIALS,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  testimonials?: readonly Testimonial[];
}) {
  const [testimonial] = useState(() => pickTestimonial(testimonials));
  return (
    <div className={styles.layout[testimonial ? 'withTestimonial' : 'formOnly']}>
      <div className={styles.formColumn}>
        <header className={styles.header}>
          <Link href="/projects" className={styles.logo} aria-label="Atrium home">
            Atrium
          </Link>
          <Link href={DOCUMENTATION_URL} target="_blank" className={styles.docsLink}>
            Documentation
          </Link>
        </header>
        <main className={styles.content}>
          <Box as="h1" fontSize="xxlarge" fontWeight="strong" marginBottom="xsmall">
            {title}
          </Box>
          {description && (
            <Box as="p" color="textMuted" marginBottom="xlarge">
              {description}
            </Box>
          )}
          {children}
        </main>
        <footer className={styles.notice}>
          By continuing, you agree to the Terms of Service and the Privacy Policy of this Atrium.
        </footer>
      </div>
      {testimonial && (
        <aside className={styles.testimonialPanel} aria-label="What people say">
          <figure>
            <blockquote className={styles.quote}>{testimonial.text}</blockquote>
            <Box as="figcaption" display="flex" alignItems="center" gap="small" marginTop="large">
              <span className={styles.avatar} aria-hidden>
                {testimonial.avatar}
              </span>
              <Box as="span" color="textMuted">
                {testimonial.handle}
              </Box>
            </Box>
          </figure>
        </aside>
      )}
    </div>
  );
}
