import { Button, Checkbox } from '@atrium/design-system';
import { memo } from 'react';
import * as styles from './FileExplorer.css.js';

/*
 * The column's controls around its rows, memoized: a column renders at every page of a large
 * folder, and these render again only when what they show changes.
 */

/** 'Select all' of the column's files: checked when all are, mixed when some are. */
export const SelectAllBox = memo(function SelectAllBox({
  selected,
  files,
  onChange,
}: {
  selected: number;
  files: number;
  onChange: (select: boolean) => void;
}) {
  return (
    <div className={styles.columnTools}>
      <Checkbox
        isSelected={selected >= files}
        isIndeterminate={selected > 0 && selected < files}
        onChange={onChange}
      >
        Select all
      </Checkbox>
    </div>
  );
});

/** 'Load more items' below a full page ('Loading more items' while it loads). */
export const MoreItems = memo(function MoreItems({
  isLoading,
  onPress,
}: {
  isLoading: boolean;
  onPress: () => void;
}) {
  return (
    <div className={styles.more}>
      <Button variant="soft" size="small" isDisabled={isLoading} onPress={onPress}>
        {isLoading ? 'Loading more items' : 'Load more items'}
      </Button>
    </div>
  );
});
