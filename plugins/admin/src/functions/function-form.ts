import { NATIVE_TYPES } from '@atrium/common/native-types';
import type { DbFunction } from '../data/function-queries.js';

export const RETURN_TYPES = ['void', 'record', 'trigger', 'integer', ...NATIVE_TYPES] as const;
export const ARGUMENT_TYPES = ['integer', ...NATIVE_TYPES] as const;
export const BEHAVIORS = ['IMMUTABLE', 'STABLE', 'VOLATILE'] as const;
export type Behavior = (typeof BEHAVIORS)[number];

/** Languages that ship with Postgres, and those offered only once their extension is installed. */
const BUILT_IN_LANGUAGES = ['plpgsql', 'sql'] as const;
const EXTENSION_LANGUAGES = ['plcoffee', 'plv8', 'plls'] as const;

/** The languages to offer (spec section 5); `current` stays offered when editing a function in another. */
export function languageOptions(installed: ReadonlySet<string>, current?: string): string[] {
  const offered: string[] = [
    ...BUILT_IN_LANGUAGES,
    ...EXTENSION_LANGUAGES.filter((language) => installed.has(language)),
  ];
  return current && !offered.includes(current) ? [...offered, current] : offered;
}

export interface FunctionArgument {
  name: string;
  type: string;
}

export interface ConfigParam {
  name: string;
  value: string;
}

/** The function panel's fields. */
export interface FunctionForm {
  name: string;
  schema: string;
  language: string;
  returnType: string;
  args: FunctionArgument[];
  behavior: Behavior;
  securityDefiner: boolean;
  configParams: ConfigParam[];
  definition: string;
}

/** A new argument: unnamed, of spec section 9's default type. */
export const newArgument = (): FunctionArgument => ({ name: '', type: 'integer' });
export const newConfigParam = (): ConfigParam => ({ name: '', value: '' });

/** Spec section 9's defaults: the schema in view, plpgsql, void, VOLATILE, invoker. */
export const newFunctionForm = (schema: string): FunctionForm => ({
  name: '',
  schema,
  language: 'plpgsql',
  returnType: 'void',
  args: [],
  behavior: 'VOLATILE',
  securityDefiner: false,
  configParams: [],
  definition: '',
});

/** Splits Postgres's argument list at its top-level commas (a type may hold one: numeric(10,2)). */
function splitArguments(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** An existing function's fields, for the panel in edit mode. */
export function formOf(fn: DbFunction): FunctionForm {
  return {
    name: fn.name,
    schema: fn.schema,
    language: fn.language,
    returnType: fn.return_type,
    args: splitArguments(fn.argument_types).map((arg) => {
      const match = /^(\S+)\s+(\S[\s\S]*)$/.exec(arg);
      return match ? { name: match[1]!, type: match[2]! } : { name: '', type: arg };
    }),
    behavior: fn.behavior,
    securityDefiner: fn.security_definer,
    configParams: Object.entries(fn.config_params ?? {}).map(([name, value]) => ({ name, value })),
    definition: fn.definition,
  };
}

/** Where a field is wrong: `name`, `schema`, `definition`, `args.{i}.name`, `params.{i}.name` or `.value`. */
export type FunctionErrors = Readonly<Record<string, string>>;

export const FUNCTION_MESSAGES = {
  name: 'Please provide a name for your function',
  schema: 'Please select a schema',
  argumentName: 'Please provide a name for this argument',
  definition: 'Please provide a definition for your function',
  paramName: 'Please provide a name for this parameter',
  paramValue: 'Please provide a value for this parameter',
} as const;

const blank = (value: string) => value.trim().length === 0;

/** Spec section 5: name, schema, each argument name, definition, each parameter name and value. */
export function validateFunction(form: FunctionForm): FunctionErrors {
  const errors: Record<string, string> = {};
  if (blank(form.name)) errors.name = FUNCTION_MESSAGES.name;
  if (blank(form.schema)) errors.schema = FUNCTION_MESSAGES.schema;
  form.args.forEach((arg, i) => {
    if (blank(arg.name)) errors[`args.${i}.name`] = FUNCTION_MESSAGES.argumentName;
  });
  if (blank(form.definition)) errors.definition = FUNCTION_MESSAGES.definition;
  form.configParams.forEach((param, i) => {
    if (blank(param.name)) errors[`params.${i}.name`] = FUNCTION_MESSAGES.paramName;
    if (blank(param.value)) errors[`params.${i}.value`] = FUNCTION_MESSAGES.paramValue;
  });
  return errors;
}

/** `POST /functions`: arguments as 'name type', parameters as a name-to-value map, all trimmed. */
export function createBody(form: FunctionForm) {
  return {
    name: form.name.trim(),
    schema: form.schema.trim(),
    language: form.language,
    return_type: form.returnType,
    args: form.args.map((arg) => `${arg.name.trim()} ${arg.type}`),
    behavior: form.behavior,
    security_definer: form.securityDefiner,
    config_params: Object.fromEntries(
      form.configParams.map((param) => [param.name.trim(), param.value.trim()]),
    ),
    definition: form.definition.trim(),
  };
}

/** `PATCH /functions/{id}`: only what edit mode may change (name, schema, definition) and did. */
export function updateBody(form: FunctionForm, fn: DbFunction) {
  const name = form.name.trim();
  const schema = form.schema.trim();
  const definition = form.definition.trim();
  return {
    ...(name !== fn.name ? { name } : {}),
    ...(schema !== fn.schema ? { schema } : {}),
    ...(definition !== fn.definition.trim() ? { definition } : {}),
  };
}

/** Whether a security definer function lacks a fixed search_path (the panel then warns). */
export const needsSearchPath = (form: FunctionForm) =>
  form.securityDefiner && !form.configParams.some((p) => p.name.trim() === 'search_path');

export const functionSearch = (name: string, search: string) =>
  name.toLowerCase().includes(search.trim().toLowerCase());
