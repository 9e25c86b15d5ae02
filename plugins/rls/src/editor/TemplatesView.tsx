import { Box, Button, CodeBlock } from '@atrium/design-system';
import type { PolicyTemplate } from '../templates/template.js';
import { bareList } from './PolicyEditor.css.js';

/** The templates for the table, each with its description and statement. */
export function TemplatesView({
  templates,
  onPick,
}: {
  templates: readonly PolicyTemplate[];
  onPick: (template: PolicyTemplate) => void;
}) {
  return (
    <Box
      as="ul"
      className={bareList}
      margin="none"
      padding="none"
      display="flex"
      flexDirection="column"
      gap="medium"
      aria-label="Policy templates"
    >
      {templates.map((template) => (
        <Box
          as="li"
          key={template.id}
          aria-label={template.templateName}
          display="flex"
          flexDirection="column"
          gap="small"
          padding="large"
          borderStyle="solid"
          borderWidth="standard"
          borderColor="border"
          borderRadius="medium"
        >
          <Box display="flex" alignItems="center" gap="medium">
            <Box flexGrow={1} fontWeight="strong">
              {template.templateName}
            </Box>
            <Button
              size="small"
              onPress={() => onPick(template)}
              aria-label={`Use template ${template.templateName}`}
            >
              Use this template
            </Button>
          </Box>
          <Box as="span" color="textMuted" fontSize="small">
            {template.description}
          </Box>
          <CodeBlock code={template.statement} language="SQL" isCopyable={false} />
        </Box>
      ))}
    </Box>
  );
}
