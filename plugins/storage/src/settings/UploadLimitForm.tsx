import { useEffect, useId, useState } from 'react';
import { Gate } from '@atrium/core/plugin-api';
import { Button, ErrorPanel, Select, SelectItem, Skeleton, TextField } from '@atrium/design-system';
import { useStorageConfig } from '../data/storage-config-queries.js';
import { useUpdateUploadLimit } from '../data/storage-config-mutations.js';
import { fromBytes, SIZE_UNITS, toBytes, type SizeUnit } from '../limits/size-units.js';
import { uploadLimitProblem } from './upload-limit.js';
import * as css from './StorageSettings.css.js';

/**
 * Spec 2.10: the project's upload limit, a number and a unit, saved in bytes. Every upload path
 * (storage-js, tus, S3, the explorer) refuses a file above it.
 */
export function UploadLimitForm() {
  const config = useStorageConfig();
  if (config.error) {
    return (
      <ErrorPanel
        headingLevel={3}
        title="Failed to retrieve project's storage configuration"
        message={config.error.message}
        onRetry={() => void config.mutate()}
      />
    );
  }
  if (!config.data) return <Skeleton count={2} label="Loading the upload limit" />;
  return <LimitFields bytes={config.data.fileSizeLimit} isFreeTier={config.data.isFreeTier} />;
}

function LimitFields({
  bytes,
  isFreeTier,
}: {
  readonly bytes: number;
  readonly isFreeTier: boolean;
}) {
  const formId = useId();
  const [typed, setTyped] = useState(() => String(fromBytes(bytes).value));
  const [unit, setUnit] = useState<SizeUnit>(() => fromBytes(bytes).unit);
  const update = useUpdateUploadLimit();
  // A save elsewhere (or this one, read back) shows the stored value.
  useEffect(() => {
    setTyped(String(fromBytes(bytes).value));
    setUnit(fromBytes(bytes).unit);
  }, [bytes]);
  const problem = uploadLimitProblem(typed, unit);

  return (
    <form
      id={formId}
      aria-label="Upload file size limit"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (problem) return;
        void update.trigger(toBytes({ value: Number(typed), unit })).catch(() => undefined);
      }}
    >
      <div className={css.row}>
        <TextField
          UNSAFE_className={css.grow}
          label="Upload file size limit"
          inputMode="numeric"
          value={typed}
          onChange={setTyped}
          errorMessage={problem}
          description={
            isFreeTier
              ? 'The free plan fixes the limit at 50 MB.'
              : 'The largest file any upload may send to this project, up to 50 GB.'
          }
          isDisabled={isFreeTier}
        />
        <Select
          label="Unit"
          value={unit}
          isDisabled={isFreeTier}
          onChange={(key) => setUnit(SIZE_UNITS.find((u) => u === key) ?? unit)}
        >
          {SIZE_UNITS.map((u) => (
            <SelectItem key={u} id={u}>
              {u}
            </SelectItem>
          ))}
        </Select>
      </div>
      <div className={css.actions}>
        <Gate
          action="storage:admin:write"
          resource="config"
          deniedTooltip="You need additional permissions to update storage settings"
        >
          {(allowed) => (
            <Button
              type="submit"
              variant="solid"
              tone="accent"
              isDisabled={!allowed || isFreeTier || problem !== undefined}
              isPending={update.isMutating}
            >
              Save
            </Button>
          )}
        </Gate>
      </div>
    </form>
  );
}
