import { Box, CodeBlock, Skeleton } from '@atrium/design-system';

/** The review view: the spec's review errors, or the exact SQL the save will run. */
export function ReviewView({
  errors,
  sql,
  previewError,
}: {
  errors: readonly string[];
  /** From the server's preview; undefined while it loads. */
  sql?: string;
  previewError?: string;
}) {
  if (errors.length > 0) {
    return (
      <Box role="alert">
        <Box as="ul" aria-label="Review errors" margin="none" paddingLeft="large" color="critical">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </Box>
      </Box>
    );
  }
  if (previewError) {
    return (
      <Box as="p" role="alert" margin="none" color="critical">
        {previewError}
      </Box>
    );
  }
  if (sql === undefined) return <Skeleton count={2} label="Loading the SQL to run" />;
  return (
    <Box display="flex" flexDirection="column" gap="small">
      <Box as="p" margin="none" fontSize="small" color="textMuted">
        This is the SQL that will run when you save the policy:
      </Box>
      <CodeBlock code={sql} language="SQL" isWrapped aria-label="Policy SQL" />
    </Box>
  );
}
