import { Button } from '../Button/Button.js';
import * as styles from './CodeBlock.css.js';
import { useCopy } from './useCopy.js';
import { useHighlightedCode } from './useHighlightedCode.js';

export interface CodeBlockProps {
  /** The code, shown exactly as given. */
  code: string;
  /** A label such as 'SQL' or 'bash'; shown in the toolbar. SQL is highlighted, as in the editor. */
  language?: string;
  /** Shows a copy button; on by default. */
  isCopyable?: boolean;
  /** Wraps long lines instead of scrolling them sideways, for code that must be read whole. */
  isWrapped?: boolean;
  /** Names the code region for screen readers, e.g. 'Policy definition'. */
  'aria-label'?: string;
  /** Escape hatch for layout tweaks. */
  UNSAFE_className?: string;
}

/**
 * Read-only code in a monospaced block. The block is focusable so keyboard users can scroll long
 * lines sideways; the copy button confirms with 'Copied'. SQL is coloured once CodeMirror's SQL
 * parser has loaded (its own chunk, on first use); until then, and for other languages, plain.
 */
export function CodeBlock({
  code,
  language,
  isCopyable = true,
  isWrapped = false,
  'aria-label': ariaLabel,
  UNSAFE_className,
}: CodeBlockProps) {
  const { copied, copy } = useCopy(code);
  const spans = useHighlightedCode(code, language);
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
        className={isWrapped ? `${styles.pre} ${styles.wrapped}` : styles.pre}
        tabIndex={0}
        role={ariaLabel ? 'region' : undefined}
        aria-label={ariaLabel}
      >
        <code>
          {spans
            ? spans.map((span, i) =>
                span.className ? (
                  <span key={i} className={span.className}>
                    {span.text}
                  </span>
                ) : (
                  span.text
                ),
              )
            : code}
        </code>
      </pre>
    </div>
  );
}
