import { isNativeTypeName, NATIVE_TYPE_NAME } from '@atrium/common/native-types';
import type { TypeChange } from '../data/type-mutations.js';
import type { EnumType } from '../data/type-queries.js';

/** One value row: `original` is the value's name in the database; a new value has none. */
export interface EnumValue {
  readonly key: number;
  readonly value: string;
  readonly original?: string;
}

/** The enumerated type panel's fields. */
export interface TypeForm {
  name: string;
  description: string;
  values: EnumValue[];
}

let nextKey = 0;
/** A new, empty value row; its key tells the rows apart while they move. */
export const newValue = (): EnumValue => ({ key: nextKey++, value: '' });

/** A new type: no name, and one value to fill in (the only one, so it cannot be removed). */
export const newTypeForm = (): TypeForm => ({ name: '', description: '', values: [newValue()] });

/** An existing type's fields, each value remembering its name in the database. */
export const formOf = (type: EnumType): TypeForm => ({
  name: type.name,
  description: type.comment ?? '',
  values: type.enums.map((value) => ({ key: nextKey++, value, original: value })),
});

export const TYPE_MESSAGES = {
  name: 'Please provide a name for your enumerated type',
  nativeName: NATIVE_TYPE_NAME,
  value: 'Please provide a value',
} as const;

/** A value to add, placed before or after another (by its name once the renames are done). */
type NewValue = NonNullable<TypeChange['add_values']>[number];

/** Where a field is wrong: `name`, or `values.{key}`. */
export type TypeErrors = Readonly<Record<string, string>>;

const blank = (text: string) => text.trim().length === 0;
const isNew = (value: EnumValue) => value.original === undefined;

/** The values as sent: trimmed, the blank new ones dropped. */
const valuesToSend = (values: readonly EnumValue[]) =>
  values
    .map((value) => ({ ...value, value: value.value.trim() }))
    .filter((value) => !isNew(value) || value.value !== '');

/**
 * Spec section 5. Creating: a name, not a native type's, and no empty value. Updating: a name and
 * no empty value. A new value of spaces only is blank and dropped (see `valuesToSend`), though
 * not every one of a new type's; an existing one cannot be dropped, so it must keep a name.
 */
export function validateType(form: TypeForm, isEdit: boolean): TypeErrors {
  const errors: Record<string, string> = {};
  if (blank(form.name)) errors.name = TYPE_MESSAGES.name;
  else if (!isEdit && isNativeTypeName(form.name)) errors.name = TYPE_MESSAGES.nativeName;
  for (const value of form.values) {
    if (value.value === '' || (!isNew(value) && blank(value.value))) {
      errors[`values.${value.key}`] = TYPE_MESSAGES.value;
    }
  }
  // A new type of blank values only would be made with none: its first row asks for one.
  const first = form.values[0];
  if (!isEdit && first && valuesToSend(form.values).length === 0) {
    errors[`values.${first.key}`] = TYPE_MESSAGES.value;
  }
  return errors;
}

/** `POST /types`: trimmed name and values, blank values dropped, the description as typed. */
export function createBody(form: TypeForm, schema: string) {
  return {
    schema,
    name: form.name.trim(),
    enums: valuesToSend(form.values).map((value) => value.value),
    ...(blank(form.description) ? {} : { comment: form.description }),
  };
}

/**
 * `PATCH /types/{id}`: what changed. Renames come first, so a new value is placed by the names as
 * they will be: after the value before it (new or not), or before the first existing value when it
 * comes first (spec section 4). The description is sent only if it changed.
 */
export function updateBody(form: TypeForm, type: EnumType): TypeChange {
  const values = valuesToSend(form.values);
  const name = form.name.trim();
  const renames = values
    .filter((value) => !isNew(value) && value.value !== value.original)
    .map((value) => ({ from: value.original!, to: value.value }));
  const firstExisting = values.find((value) => !isNew(value));
  const additions = values.flatMap((value, i): NewValue[] => {
    if (!isNew(value)) return [];
    if (i > 0) return [{ value: value.value, after: values[i - 1]!.value }];
    return [
      firstExisting ? { value: value.value, before: firstExisting.value } : { value: value.value },
    ];
  });
  const comment = form.description === '' ? null : form.description;
  return {
    ...(name !== type.name ? { name } : {}),
    ...(comment !== type.comment ? { comment } : {}),
    ...(renames.length ? { rename_values: renames } : {}),
    ...(additions.length ? { add_values: additions } : {}),
  };
}

/** Moves the new value at `from` by `step` (-1 up, +1 down); existing values never move. */
export function moveValue(values: readonly EnumValue[], from: number, step: -1 | 1): EnumValue[] {
  const to = from + step;
  const moving = values[from];
  if (!moving || !isNew(moving) || to < 0 || to >= values.length) return [...values];
  const moved = [...values];
  moved.splice(from, 1);
  moved.splice(to, 0, moving);
  return moved;
}

/**
 * Puts the new value `key` where the value `target` is, as a drop on that row does: the others
 * shift to make room, so dropped on a row below it goes after that row, on one above before it.
 * Existing values are never moved (spec section 4), so dragging one changes nothing.
 */
export function placeValue(values: readonly EnumValue[], key: number, target: number): EnumValue[] {
  const from = values.findIndex((value) => value.key === key);
  const to = values.findIndex((value) => value.key === target);
  const moving = values[from];
  if (!moving || !isNew(moving) || to < 0 || from === to) return [...values];
  const moved = [...values];
  moved.splice(from, 1);
  moved.splice(to, 0, moving);
  return moved;
}

/** Whether a row may be removed: only new ones, and in creation never the last one. */
export const canRemove = (values: readonly EnumValue[], value: EnumValue) =>
  isNew(value) && values.length > 1;

export const canMove = isNew;

export const typeSearch = (name: string, search: string) =>
  name.toLowerCase().includes(search.trim().toLowerCase());
