import { Box, ButtonLink } from '@atrium/design-system';
import { usePluginContext, type ProjectHomeCardData } from '@atrium/plugin-api';

/** A card on the project home page, through the `project.home@1` extension point. */
export default function HelloCard({ data }: { data: ProjectHomeCardData }) {
  const { projectRef } = usePluginContext();
  return (
    <Box
      as="section"
      aria-label={data.title}
      padding="large"
      borderRadius="large"
      borderStyle="solid"
      borderWidth="standard"
      borderColor="border"
      background="surface"
    >
      <Box as="h2" fontSize="large" fontWeight="strong" marginBottom="small">
        {data.title}
      </Box>
      <ButtonLink href={`/project/${projectRef}/hello`}>Open the hello plugin</ButtonLink>
    </Box>
  );
}
