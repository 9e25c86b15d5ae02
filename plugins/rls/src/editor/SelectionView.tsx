import { Box, Button } from '@atrium/design-system';

/** The first view of a new policy: from a template, or from scratch. */
export function SelectionView({
  onTemplates,
  onScratch,
}: {
  onTemplates: () => void;
  onScratch: () => void;
}) {
  return (
    <Box display="flex" flexDirection="column" gap="medium">
      <Choice
        title="Get started quickly"
        description="Create a policy from a template"
        action="Start from a template"
        onPress={onTemplates}
      />
      <Choice
        title="For full customization"
        description="Create a policy from scratch"
        action="Start from scratch"
        onPress={onScratch}
      />
    </Box>
  );
}

function Choice(props: {
  title: string;
  description: string;
  action: string;
  onPress: () => void;
}) {
  return (
    <Box
      display="flex"
      alignItems="center"
      gap="medium"
      padding="large"
      borderStyle="solid"
      borderWidth="standard"
      borderColor="border"
      borderRadius="medium"
    >
      <Box flexGrow={1} display="flex" flexDirection="column" gap="xxsmall">
        <Box as="span" fontWeight="strong">
          {props.title}
        </Box>
        <Box as="span" color="textMuted" fontSize="small">
          {props.description}
        </Box>
      </Box>
      <Button onPress={props.onPress}>{props.action}</Button>
    </Box>
  );
}
