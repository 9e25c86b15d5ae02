import type { PropDoc } from '../../docs.js';

/** The props every labelled field documents alike; `type` is the field's value type. */
export function fieldPropDocs(type: string): PropDoc[] {
  return [
    { name: 'label', type: 'ReactNode', description: 'Names the field.' },
    { name: 'description', type: 'ReactNode', description: 'Help text under the control.' },
    { name: 'value', type, description: 'The value (controlled).' },
    { name: 'defaultValue', type, description: 'The starting value (uncontrolled).' },
    { name: 'onChange', type: `(value: ${type}) => void`, description: 'Every change.' },
    {
      name: 'validate',
      type: `(value: ${type}) => string | undefined`,
      description: 'Runs on mount and every change; the error shows once the field is touched.',
    },
    {
      name: 'errorMessage',
      type: 'string',
      description: 'An error from outside (e.g. the server), shown at once.',
    },
    { name: 'isInvalid', type: 'boolean', description: 'Forces the invalid state at once.' },
    {
      name: 'isRequired',
      type: 'boolean',
      default: 'false',
      description: 'Marks the label; empty is an error ("Required") unless validate says more.',
    },
    { name: 'isDisabled', type: 'boolean', default: 'false', description: 'Not editable.' },
  ];
}

/** For the fields that take typed text. */
export const placeholderPropDoc: PropDoc = {
  name: 'placeholder',
  type: 'string',
  description: 'Hint shown while empty.',
};
