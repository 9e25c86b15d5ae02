import { defineApiArea, platformClient } from '@atrium/core/plugin-api';

/**
 * The snippets' rename suggestion (`POST /api/ai/sql/{ref}/title`), bound to the project so calls
 * need no `param`. Typed from the API's own route; the server lets only members who may save
 * snippets there ask.
 */
export const sqlTitleApi = defineApiArea({
  name: 'sql-title',
  connect: (origin, ref, options) => {
    const title = platformClient(origin, options).api.ai.sql[':ref'].title;
    return { suggest: (sql: string) => title.$post({ param: { ref }, json: { sql } }) };
  },
});
