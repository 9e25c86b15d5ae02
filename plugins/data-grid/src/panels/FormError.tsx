import * as css from './panels.css.js';

/** A save that failed: the database's message, above the form that is kept as typed. */
export function FormError({ message }: { message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <p role="alert" className={css.formError}>
      {message}
    </p>
  );
}
