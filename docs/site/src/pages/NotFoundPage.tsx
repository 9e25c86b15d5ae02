import { Link } from 'wouter';
import { prose } from '../markdown/markdown.css.js';

export function NotFoundPage() {
  return (
    <article className={prose}>
      <h1>Page not found</h1>
      <p>
        No page lives at this address. Pick one in the navigation, or go to the{' '}
        <Link href="/">start page</Link>.
      </p>
    </article>
  );
}
