import { describe, expect, it } from 'vitest';
import { dropTriggerSql } from './drop-trigger-sql.js';
import {
  createBody,
  functionMatches,
  newTriggerForm,
  TRIGGER_MESSAGES,
  validateTrigger,
} from './trigger-form.js';

const complete = {
  ...newTriggerForm('public'),
  name: 'on_pet',
  table: 'pets',
  events: ['INSERT' as const],
  functionName: 'stamp',
  functionSchema: 'public',
};

describe('the trigger form', () => {
  it('starts from the spec’s defaults', () => {
    expect(newTriggerForm('s')).toMatchObject({
      schema: 's',
      enabledMode: 'ORIGIN',
      orientation: 'STATEMENT',
      activation: 'BEFORE',
      events: [],
    });
  });

  it('names each missing field with spec section 5’s message', () => {
    expect(validateTrigger(complete)).toEqual({});
    expect(validateTrigger({ ...newTriggerForm('public'), activation: '' })).toEqual({
      name: TRIGGER_MESSAGES.name,
      table: TRIGGER_MESSAGES.table,
      events: TRIGGER_MESSAGES.events,
      activation: TRIGGER_MESSAGES.activation,
      function: TRIGGER_MESSAGES.function,
    });
    for (const name of ['a b', ' a', 'a\t', '']) {
      expect(validateTrigger({ ...complete, name }).name).toBe('Invalid trigger name');
    }
  });

  it('creates on the table’s schema with the chosen function', () => {
    expect(createBody(complete)).toEqual({
      name: 'on_pet',
      schema: 'public',
      table: 'pets',
      activation: 'BEFORE',
      orientation: 'STATEMENT',
      events: ['INSERT'],
      function_schema: 'public',
      function_name: 'stamp',
      enabled_mode: 'ORIGIN',
    });
  });

  it('finds a function by name or schema, whatever the case', () => {
    expect(functionMatches({ name: 'Stamp', schema: 'audit' }, ' sta')).toBe(true);
    expect(functionMatches({ name: 'Stamp', schema: 'audit' }, 'AUD')).toBe(true);
    expect(functionMatches({ name: 'Stamp', schema: 'audit' }, 'x')).toBe(false);
  });

  it('shows the drop as the API runs it, names quoted', () => {
    expect(dropTriggerSql({ name: 'a"b', schema: 'public', table: 'my t' }, true)).toBe(
      'DROP TRIGGER "a""b" ON "public"."my t" CASCADE',
    );
  });
});
