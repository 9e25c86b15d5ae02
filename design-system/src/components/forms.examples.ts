import type { ComponentDoc } from '../docs.js';
import { checkboxDoc } from './Checkbox/Checkbox.example.js';
import { codeEditorDoc } from './CodeEditor/CodeEditor.example.js';
import { comboBoxDoc } from './ComboBox/ComboBox.example.js';
import { formFieldDoc } from './FormField/FormField.example.js';
import { iconButtonDoc } from './IconButton/IconButton.example.js';
import { numberFieldDoc } from './NumberField/NumberField.example.js';
import { radioGroupDoc } from './RadioGroup/RadioGroup.example.js';
import { searchFieldDoc } from './SearchField/SearchField.example.js';
import { rolePickerDoc } from './RolePicker/RolePicker.example.js';
import { policyTestPanelDoc } from './PolicyTestPanel/PolicyTestPanel.example.js';
import { roleImpersonationPickerDoc } from './RolePicker/RoleImpersonationPicker.example.js';
import { selectDoc } from './Select/Select.example.js';
import { switchDoc } from './Switch/Switch.example.js';
import { textAreaDoc } from './TextArea/TextArea.example.js';
import { textFieldDoc } from './TextField/TextField.example.js';

/** Docs of the forms components, in the order the docs site lists them. */
export const formsDocs: readonly ComponentDoc[] = [
  iconButtonDoc,
  textFieldDoc,
  textAreaDoc,
  numberFieldDoc,
  searchFieldDoc,
  selectDoc,
  comboBoxDoc,
  rolePickerDoc,
  policyTestPanelDoc,
  roleImpersonationPickerDoc,
  checkboxDoc,
  switchDoc,
  radioGroupDoc,
  formFieldDoc,
  codeEditorDoc,
];
