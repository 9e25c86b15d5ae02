import { Button } from '../Button/Button.js';
import * as styles from './CodeBlock.css.js';
import { useCopy } from './useCopy.js';

export interface CodeBlockProps {
  /** The code, shown exactly as given. */
  code: string;
  /** A label such as 'SQL' or 'bash'; shown in the toolbar. */
  language?: string;
  /** Shows a copy button; on by default. */
  isCopyable?: boolean;
  /** Names the code region for screen readers, e.g. 'Policy definition'. */
  'aria-label'?: string;
  /** Escape hatch for layout tweaks. */
  UNSAFE_className?: string;
}

/**
 * Read-only code in a monospaced block. The block is focusable so keyboard users can scroll long
 * lines sideways; the copy button confirms with 'Copied'.
 */
export function CodeBlock({
  code,
  language,
  isCopyable = true,
  'aria-label': ariaLabel,
  UNSAFE_className,
}: CodeBlockProps) {
  const { copied, copy } = useCopy(code);
  const className = [styles.root, UNSAFE_className].filter(Boolean).join(' ');
  return (
    <div className={className}>
      {(language || isCopyable) && (
        <div className={styles.toolbar}>
          {language && <span className={styles.language}>{language}</span>}
          {isCopyable && (
            <Button size="small" variant="ghost" onPress={copy}>
              {/* The label itself changes, so the focused button announces the confirmation. */}
              <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
            </Button>
          )}
        </div>
      )}
      <pre
        className={styles.pre}
        tabIndex={0}
        role={ariaLabel ? 'region' : undefined}
        aria-label={ariaLabel}
      >
        <code>{code}</code>
      </pre>
    </div>
  );
}
