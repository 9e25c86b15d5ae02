import { Box, Button } from '@atrium/design-system';
import { STORAGE_POLICY_TEMPLATES, type StoragePolicyTemplate } from './policy-templates.js';

/** Spec 9: the five storage templates; picking one fills the editor. */
export function PolicyTemplatesView({
  onPick,
}: {
  readonly onPick: (t: StoragePolicyTemplate) => void;
}) {
  return (
    <Box
      as="ul"
      aria-label="Policy templates"
      display="flex"
      flexDirection="column"
      gap="small"
      margin="none"
      padding="none"
    >
      {STORAGE_POLICY_TEMPLATES.map((template) => (
        <Box
          as="li"
          key={template.id}
          display="flex"
          alignItems="center"
          gap="medium"
          padding="medium"
          borderStyle="solid"
          borderWidth="standard"
          borderColor="border"
          borderRadius="medium"
        >
          <Box flexGrow={1} display="flex" flexDirection="column" gap="xxsmall">
            <Box as="span" fontWeight="strong">
              {template.templateName}
            </Box>
            <Box as="span" color="textMuted" fontSize="small">
              {template.description}
            </Box>
          </Box>
          <Button
            aria-label={`Use template: ${template.templateName}`}
            onPress={() => onPick(template)}
          >
            Use this template
          </Button>
        </Box>
      ))}
    </Box>
  );
}
