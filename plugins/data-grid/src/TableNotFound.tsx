import { Box, ErrorPanel } from '@atrium/design-system';

/**
 * In place of a grid when the address names no table: not a number at all (`/editor/abc`), or a
 * table that does not exist (deleted meanwhile). Nothing is fetched or retried for it.
 */
export function TableNotFound({ id }: { readonly id: string }) {
  const message = /^\d+$/.test(id)
    ? `There is no table or view with the id ${id} in this project: it may have been deleted.`
    : `“${id}” is not a table id: table ids are numbers.`;
  return (
    <Box display="flex" alignItems="center" justifyContent="center" height="100%" padding="xlarge">
      <ErrorPanel
        title="Table not found"
        message={`${message} Choose a table from the sidebar.`}
        headingLevel={2}
        framed={false}
      />
    </Box>
  );
}

/** The table id of an editor address, or undefined when it is not a whole number. */
export const parseTableId = (id: string | undefined) =>
  id !== undefined && /^\d+$/.test(id) ? Number(id) : undefined;
