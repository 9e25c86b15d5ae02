import { identifierProblem } from '@atrium/common/identifiers';
import { isIntegerType } from './column-types.js';
import { foreignKeyError, type ForeignKeyDraft } from './foreign-key.js';

/** A column being edited in a panel: the spec's column model, in the form's terms. */
export interface ColumnDraft {
  /** Stable within the form, so rows keep their state while being reordered. */
  readonly key: string;
  readonly name: string;
  /** The picked type's id (see column-types.ts); '' until one is picked. */
  readonly type: string;
  readonly isArray: boolean;
  /** '' for no default; the spec's rule decides expression or literal. */
  readonly defaultValue: string;
  readonly isNullable: boolean;
  readonly isUnique: boolean;
  readonly isIdentity: boolean;
  readonly isPrimaryKey: boolean;
  readonly check: string;
  readonly comment: string;
  /** New tables only: the column references another table's column. */
  readonly foreignKey?: ForeignKeyDraft;
}

let nextKey = 0;
const newKey = () => `column-${(nextKey += 1)}`;

export function emptyColumn(overrides: Partial<ColumnDraft> = {}): ColumnDraft {
  return {
    key: newKey(),
    name: '',
    type: '',
    isArray: false,
    defaultValue: '',
    isNullable: true,
    isUnique: false,
    isIdentity: false,
    isPrimaryKey: false,
    check: '',
    comment: '',
    ...overrides,
  };
}

/** What a new table starts with, as hosted dashboards do: an identity key and a creation time. */
export function starterColumns(): ColumnDraft[] {
  return [
    emptyColumn({ name: 'id', type: 'int8', isIdentity: true, isPrimaryKey: true }),
    emptyColumn({
      name: 'created_at',
      type: 'timestamptz',
      defaultValue: 'now()',
      isNullable: false,
    }),
  ];
}

/** Whether identity may be switched on: integer types only, never arrays (spec). */
export const canBeIdentity = (c: Pick<ColumnDraft, 'type' | 'isArray'>) =>
  isIntegerType(c.type) && !c.isArray;

/** Primary-key and identity columns have no nullable flag (spec): they are never null. */
export const hasNullableFlag = (c: Pick<ColumnDraft, 'isPrimaryKey' | 'isIdentity'>) =>
  !c.isPrimaryKey && !c.isIdentity;

/**
 * Applies a change and keeps the draft consistent: identity goes when the type cannot hold it,
 * and identity columns lose their default (Postgres refuses both at once).
 */
export function updateColumn(column: ColumnDraft, change: Partial<ColumnDraft>): ColumnDraft {
  const next = { ...column, ...change };
  const isIdentity = next.isIdentity && canBeIdentity(next);
  return { ...next, isIdentity, defaultValue: isIdentity ? '' : next.defaultValue };
}

export type ColumnErrors = Partial<Record<'name' | 'type' | 'foreignKey', string>>;

/**
 * The spec's column validation, messages word for word; `others` are the sibling names. Default
 * and check expressions are the API's to judge (with Postgres's parser): its message is shown.
 */
export function columnErrors(column: ColumnDraft, others: readonly string[] = []): ColumnErrors {
  const errors: ColumnErrors = {};
  if (!column.name.trim()) errors.name = 'Please assign a name for your column';
  else if (identifierProblem(column.name)) errors.name = identifierProblem(column.name);
  else if (others.includes(column.name))
    errors.name = `A column named "${column.name}" already exists`;
  if (!column.type) errors.type = 'Please select a type for your column';
  const reference = foreignKeyError(column.foreignKey);
  if (reference) errors.foreignKey = reference;
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
