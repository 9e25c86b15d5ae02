import { describe, expect, it } from 'vitest';
import {
  createBody,
  FUNCTION_MESSAGES,
  languageOptions,
  needsSearchPath,
  newFunctionForm,
  updateBody,
  validateFunction,
} from './function-form.js';
import { dropFunctionSql } from './drop-function-sql.js';

describe('function form', () => {
  it('starts with spec section 9’s defaults', () => {
    expect(newFunctionForm('public')).toMatchObject({
      schema: 'public',
      language: 'plpgsql',
      returnType: 'void',
      behavior: 'VOLATILE',
      securityDefiner: false,
    });
  });

  it('requires a name, a definition, and every argument and parameter filled', () => {
    const form = {
      ...newFunctionForm(' '),
      name: '  ',
      args: [{ name: '', type: 'integer' }],
      configParams: [{ name: '', value: ' ' }],
    };
    expect(validateFunction(form)).toEqual({
      name: FUNCTION_MESSAGES.name,
      schema: FUNCTION_MESSAGES.schema,
      'args.0.name': FUNCTION_MESSAGES.argumentName,
      definition: FUNCTION_MESSAGES.definition,
      'params.0.name': FUNCTION_MESSAGES.paramName,
      'params.0.value': FUNCTION_MESSAGES.paramValue,
    });
  });

  it('sends arguments as "name type" and parameters as a map, trimmed', () => {
    const form = {
      ...newFunctionForm('public'),
      name: ' add ',
      args: [{ name: ' a ', type: 'int4' }],
      configParams: [{ name: ' search_path ', value: ' public ' }],
      definition: ' begin return; end; ',
    };
    expect(createBody(form)).toMatchObject({
      name: 'add',
      args: ['a int4'],
      config_params: { search_path: 'public' },
      definition: 'begin return; end;',
      language: 'plpgsql',
    });
  });

  it('sends in an update only the name, schema or definition that changed', () => {
    const fn = { name: 'f', schema: 'public', definition: 'select 1' } as Parameters<
      typeof updateBody
    >[1];
    const form = { ...newFunctionForm('public'), name: 'g', definition: 'select 1' };
    expect(updateBody(form, fn)).toEqual({ name: 'g' });
  });

  it('offers the pl languages only when their extension is installed', () => {
    expect(languageOptions(new Set())).toEqual(['plpgsql', 'sql']);
    expect(languageOptions(new Set(['plv8']))).toEqual(['plpgsql', 'sql', 'plv8']);
    expect(languageOptions(new Set(), 'c')).toEqual(['plpgsql', 'sql', 'c']);
  });

  it('warns about a security definer without a search_path', () => {
    const form = { ...newFunctionForm('public'), securityDefiner: true };
    expect(needsSearchPath(form)).toBe(true);
    expect(needsSearchPath({ ...form, configParams: [{ name: 'search_path', value: '' }] })).toBe(
      false,
    );
  });

  it('shows the drop statement the API runs', () => {
    // The API's dropFunction (api/src/pg-meta/functions/sql.ts) builds the same statement.
    expect(
      dropFunctionSql({ schema: 'a"b', name: 'f', identity_argument_types: 'x integer' }, false),
    ).toBe('DROP FUNCTION "a""b"."f"(x integer) RESTRICT');
  });
});
