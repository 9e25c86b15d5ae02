import { Button } from '@atrium/design-system';
import * as css from './ColumnTypePicker.css.js';
import { recommendedAlternative } from './column-types.js';

export interface TypeRecommendationProps {
  /** The chosen type. */
  readonly type: string;
  readonly onUse: (alternative: string) => void;
}

/** Under the type picker when the chosen type has a recommended alternative (spec: varchar to text...). */
export function TypeRecommendation({ type, onUse }: TypeRecommendationProps) {
  const alternative = recommendedAlternative(type);
  if (alternative === undefined) return null;
  return (
    <div role="note" aria-label="Type recommendation" className={css.recommendation}>
      <p className={css.recommendationTitle}>
        It is recommended to use <code>{alternative}</code> instead
      </p>
      <p className={css.recommendationText}>
        Postgres recommends against using the data type <code>{type}</code> unless you have a
        specific use case.
      </p>
      <Button size="small" variant="soft" onPress={() => onUse(alternative)}>
        {`Use ${alternative}`}
      </Button>
    </div>
  );
}
