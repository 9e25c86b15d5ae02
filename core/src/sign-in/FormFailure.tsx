import * as styles from './SignInForm.css.js';

/** A refused step's message (wrong password, rate limit, bad code), announced as it appears. */
export function FormFailure({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.failure}>
      {message}
    </p>
  );
}
