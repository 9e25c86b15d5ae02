import { describe, expect, it } from 'vitest';
import type { EnumType } from '../data/type-queries.js';
import {
  canRemove,
  createBody,
  formOf,
  moveValue,
  newTypeForm,
  newValue,
  placeValue,
  TYPE_MESSAGES,
  updateBody,
  validateType,
  type EnumValue,
  type TypeForm,
} from './type-form.js';

const mood: EnumType = {
  id: 7,
  schema: 'public',
  name: 'mood',
  enums: ['happy', 'sad'],
  comment: null,
};
const typed = (value: string): EnumValue => ({ ...newValue(), value });

describe('the enumerated type form', () => {
  it('asks for a name that is no native type’s, and a value in each empty row', () => {
    const form: TypeForm = { ...newTypeForm(), values: [typed(''), typed('  '), typed('a')] };
    const errors = validateType(form, false);
    expect(errors.name).toBe(TYPE_MESSAGES.name);
    expect(Object.values(errors).filter((e) => e === TYPE_MESSAGES.value)).toHaveLength(1);
    expect(validateType({ ...form, name: 'Text', values: [typed('a')] }, false)).toEqual({
      name: 'Name cannot be a native Postgres data type',
    });
    // An existing type keeps its name, whatever it is.
    expect(validateType({ ...formOf({ ...mood, name: 'text' }) }, true)).toEqual({});
  });

  it('asks for one value when a new type’s are all blank', () => {
    const form: TypeForm = { ...newTypeForm(), name: 'mood', values: [typed(' '), typed('  ')] };
    expect(validateType(form, false)).toEqual({
      [`values.${form.values[0]!.key}`]: TYPE_MESSAGES.value,
    });
  });

  it('keeps an existing value named', () => {
    const form = formOf(mood);
    form.values[1] = { ...form.values[1]!, value: '   ' };
    expect(validateType(form, true)).toEqual({
      [`values.${form.values[1]!.key}`]: TYPE_MESSAGES.value,
    });
  });

  it('creates with trimmed values, blank ones dropped, and the description as typed', () => {
    const form: TypeForm = {
      name: ' mood ',
      description: "it's",
      values: [typed(' a '), typed('   '), typed('b')],
    };
    expect(createBody(form, 's')).toEqual({
      schema: 's',
      name: 'mood',
      enums: ['a', 'b'],
      comment: "it's",
    });
    expect(createBody({ ...form, description: '' }, 's')).not.toHaveProperty('comment');
  });

  it('places new values before the first existing one or after the one before them', () => {
    const form = formOf(mood);
    const [happy, sad] = form.values as [EnumValue, EnumValue];
    form.values = [typed('calm'), typed('curious'), { ...happy, value: 'glad' }, sad, typed('ok')];
    expect(updateBody(form, mood)).toEqual({
      rename_values: [{ from: 'happy', to: 'glad' }],
      add_values: [
        { value: 'calm', before: 'glad' },
        { value: 'curious', after: 'calm' },
        { value: 'ok', after: 'sad' },
      ],
    });
  });

  it('sends nothing unchanged, and the description only when it changed', () => {
    const form = formOf({ ...mood, comment: 'feelings' });
    expect(updateBody(form, { ...mood, comment: 'feelings' })).toEqual({});
    expect(updateBody({ ...form, description: '' }, { ...mood, comment: 'feelings' })).toEqual({
      comment: null,
    });
    expect(updateBody({ ...form, name: 'feeling' }, { ...mood, comment: 'feelings' })).toEqual({
      name: 'feeling',
    });
  });

  it('moves and removes only new values, and never the last value of a new type', () => {
    const form = formOf(mood);
    const added = typed('x');
    const values = [...form.values, added];
    expect(moveValue(values, 2, -1).map((v) => v.value)).toEqual(['happy', 'x', 'sad']);
    expect(moveValue(values, 0, 1).map((v) => v.value)).toEqual(['happy', 'sad', 'x']);
    expect(moveValue(values, 2, 1).map((v) => v.value)).toEqual(['happy', 'sad', 'x']);
    expect(canRemove(values, added)).toBe(true);
    expect(canRemove(values, values[0]!)).toBe(false);
    const only = newTypeForm().values;
    expect(canRemove(only, only[0]!)).toBe(false);
  });

  it('puts a dragged new value where the row it is dropped on was, and never moves an existing one', () => {
    const [happy, sad] = formOf(mood).values as [EnumValue, EnumValue];
    const x = typed('x');
    const y = typed('y');
    const values = [happy, sad, x, y];
    const names = (moved: EnumValue[]) => moved.map((v) => v.value);
    expect(names(placeValue(values, y.key, happy.key))).toEqual(['y', 'happy', 'sad', 'x']);
    expect(names(placeValue(values, y.key, x.key))).toEqual(['happy', 'sad', 'y', 'x']);
    expect(names(placeValue(values, x.key, y.key))).toEqual(['happy', 'sad', 'y', 'x']);
    expect(names(placeValue(values, x.key, sad.key))).toEqual(['happy', 'x', 'sad', 'y']);
    expect(names(placeValue(values, happy.key, y.key))).toEqual(names(values));
    expect(names(placeValue(values, x.key, x.key))).toEqual(names(values));
  });
});
