// Forms components: every component of this group is exported here (index.ts re-exports it).
export { IconButton, type IconButtonProps } from './IconButton/IconButton.js';
export { TextField, type TextFieldProps } from './TextField/TextField.js';
export { TextArea, type TextAreaProps } from './TextArea/TextArea.js';
export { NumberField, type NumberFieldProps } from './NumberField/NumberField.js';
export { SearchField, type SearchFieldProps } from './SearchField/SearchField.js';
export { SearchInput, type SearchInputProps } from './SearchField/SearchInput.js';
export { Select, type SelectProps } from './Select/Select.js';
export { SelectItem, type SelectItemProps } from './Select/SelectItem.js';
export { SelectStandIn, type SelectStandInProps } from './Select/SelectStandIn.js';
export {
  ComboBox,
  ComboBoxItem,
  type ComboBoxProps,
  type ComboBoxItemProps,
} from './ComboBox/ComboBox.js';
export { RolePicker, type RolePickerProps } from './RolePicker/RolePicker.js';
export {
  PolicyTestPanel,
  type PolicyTestPanelProps,
  type PolicyTestSubject,
} from './PolicyTestPanel/PolicyTestPanel.js';
export {
  TEST_ROLES,
  defaultTestRole,
  testClaims,
  testRoles,
} from './PolicyTestPanel/test-roles.js';
export {
  RoleImpersonationPicker,
  type Impersonated,
  type RoleImpersonationPickerProps,
} from './RolePicker/RoleImpersonationPicker.js';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox.js';
export { Switch, type SwitchProps } from './Switch/Switch.js';
export { RadioGroup, type RadioGroupProps } from './RadioGroup/RadioGroup.js';
export { Radio, type RadioProps } from './RadioGroup/Radio.js';
export { FieldDescription, FormField, type FormFieldChromeProps } from './FormField/FormField.js';
export {
  useFieldValidation,
  type FieldValidation,
  type FieldValidationProps,
} from './FormField/useFieldValidation.js';
export type { FormFieldProps } from './FormField/useFormField.js';
