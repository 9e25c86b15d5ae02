import type { Key } from 'react-aria-components';
import type { ReplacedFieldProps } from '../FormField/useFormField.js';

/**
 * What Select and ComboBox replace in react-aria's props: the field props, and the deprecated
 * selectedKey API in favour of `value` / `defaultValue` / `onChange`. Both pick one option.
 */
export type ReplacedPickerProps =
  | ReplacedFieldProps<Key | null>
  | 'selectionMode'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange';
