import { Box, Skeleton } from '@atrium/design-system';
import { lazy, Suspense } from 'react';

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
}

/** A policy expression in the SQL code editor, with its title and what it means. */
export function ExpressionEditor({ label, description, ...editor }: ExpressionEditorProps) {
  return (
    <Box display="flex" flexDirection="column" gap="xsmall">
      <Box as="span" fontWeight="medium" fontSize="small">
        {label}
      </Box>
      <Box as="span" color="textMuted" fontSize="small">
        {description}
      </Box>
      <Suspense fallback={<Skeleton count={1} label={`Loading the ${label} editor`} />}>
        <CodeEditor aria-label={label} {...editor} />
      </Suspense>
    </Box>
  );
}
