import { Box, Skeleton } from '@atrium/design-system';
import { lazy, Suspense, useId } from 'react';

// CodeMirror is heavy: it loads with the first expression editor, not with the screen.
const CodeEditor = lazy(async () => ({
  default: (await import('@atrium/design-system/lazy/CodeEditor/CodeEditor')).CodeEditor,
}));

export interface ExpressionEditorProps {
  /** Visible title and accessible name, such as 'USING expression'. */
  label: string;
  description: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** A syntax error the database found here: said under the editor, its place underlined. */
  error?: { message: string; position: number };
}

/** A policy expression in the SQL code editor, with its title, what it means, and its error. */
export function ExpressionEditor({ label, description, error, ...editor }: ExpressionEditorProps) {
  const errorId = useId();
  return (
    <Box display="flex" flexDirection="column" gap="xsmall">
      <Box as="span" fontWeight="medium" fontSize="small">
        {label}
      </Box>
      <Box as="span" color="textMuted" fontSize="small">
        {description}
      </Box>
      <Suspense fallback={<Skeleton count={1} label={`Loading the ${label} editor`} />}>
        <CodeEditor
          aria-label={label}
          {...editor}
          errorPosition={error?.position}
          aria-describedby={error ? errorId : undefined}
        />
      </Suspense>
      {error && (
        <Box as="span" id={errorId} role="alert" color="critical" fontSize="small">
          {error.message}
        </Box>
      )}
    </Box>
  );
}
