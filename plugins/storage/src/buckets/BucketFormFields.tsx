import { Select, SelectItem, Switch, TextField } from '@atrium/design-system';
import { SIZE_UNITS } from '../limits/size-units.js';
import {
  bucketNameProblem,
  fileSizeLimitBytes,
  fileSizeLimitProblem,
  type BucketForm,
} from './bucket-form.js';
import { PublicWarning } from './PublicWarning.js';
import * as css from './BucketForm.css.js';

export interface BucketFormFieldsProps {
  readonly form: BucketForm;
  readonly onChange: (form: BucketForm) => void;
  /** The stored bucket's public flag when editing (the name is then fixed); undefined creating. */
  readonly storedPublic: boolean | undefined;
  /** Set once the user tried to save: every error shows, touched or not. */
  readonly submitted: boolean;
}

/** The create and edit bucket form's fields (spec 2.7, 5). */
export function BucketFormFields({
  form,
  onChange,
  storedPublic,
  submitted,
}: BucketFormFieldsProps) {
  const set = (change: Partial<BucketForm>) => onChange({ ...form, ...change });
  const editing = storedPublic !== undefined;
  const limitProblem = fileSizeLimitProblem(form.fileSizeLimit);
  return (
    <div className={css.fields}>
      <TextField
        label="Name of bucket"
        autoFocus={!editing}
        isDisabled={editing}
        description={
          editing
            ? 'Buckets cannot be renamed.'
            : 'Only lowercase letters, numbers, dots, and hyphens'
        }
        value={form.name}
        onChange={(name) => set({ name })}
        validate={editing ? undefined : bucketNameProblem}
        errorMessage={submitted && !editing ? bucketNameProblem(form.name) : undefined}
        autoComplete="off"
      />
      <Switch isSelected={form.isPublic} onChange={(isPublic) => set({ isPublic })}>
        Public bucket
      </Switch>
      <PublicWarning isPublic={form.isPublic} stored={storedPublic} />
      <Switch
        isSelected={form.limitFileSize}
        onChange={(limitFileSize) => set({ limitFileSize })}
        description="Uploads above the project's own limit are refused whatever this says."
      >
        Restrict file upload size for bucket
      </Switch>
      {form.limitFileSize && (
        <div className={css.limitRow}>
          <TextField
            UNSAFE_className={css.grow}
            label="File size limit"
            inputMode="numeric"
            value={form.fileSizeLimit}
            onChange={(fileSizeLimit) => set({ fileSizeLimit })}
            validate={fileSizeLimitProblem}
            errorMessage={submitted ? limitProblem : undefined}
            description={
              limitProblem
                ? undefined
                : `Equivalent to ${fileSizeLimitBytes(form)!.toLocaleString('en-US')} bytes.`
            }
          />
          <Select
            label="Unit"
            value={form.unit}
            onChange={(key) => set({ unit: SIZE_UNITS.find((unit) => unit === key) ?? form.unit })}
          >
            {SIZE_UNITS.map((unit) => (
              <SelectItem key={unit} id={unit}>
                {unit}
              </SelectItem>
            ))}
          </Select>
        </div>
      )}
      <TextField
        label="Allowed MIME types"
        placeholder="e.g. image/jpeg, image/png, audio/mpeg, video/mp4"
        description="Comma-separated; wildcards like image/* are allowed. Leave blank to allow any type."
        value={form.allowedMimeTypes}
        onChange={(allowedMimeTypes) => set({ allowedMimeTypes })}
        autoComplete="off"
      />
    </div>
  );
}
