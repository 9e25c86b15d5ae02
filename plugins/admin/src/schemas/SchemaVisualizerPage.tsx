import { Box } from '@atrium/design-system';
import { SchemaPicker } from '../shared/SchemaPicker.js';
import { ScreenHeader } from '../shared/ScreenHeader.js';
import { useUrlParam } from '../shared/use-url-param.js';
import { SchemaDiagram } from './SchemaDiagram.js';

/**
 * `/project/{ref}/database/schemas?schema=`: the entity-relationship diagram of one schema's
 * tables (spec 2.2's Schema Visualizer). Read-only: it changes nothing, so it needs no write
 * permission and shows protected schemas too.
 */
export function SchemaVisualizerPage() {
  const [schema, setSchema] = useUrlParam('schema', 'public');
  return (
    <Box padding="xlarge" display="flex" flexDirection="column" gap="large">
      <ScreenHeader
        title="Schema Visualizer"
        filters={<SchemaPicker schema={schema} onChange={setSchema} />}
      />
      <SchemaDiagram schema={schema} />
    </Box>
  );
}
