import { TextArea as AriaTextArea } from 'react-aria-components';
import { TextFieldFrame, type TextFieldProps } from '../TextField/TextField.js';
import { textArea } from './TextArea.css.js';

export interface TextAreaProps extends TextFieldProps {
  /** Visible lines before it scrolls. */
  rows?: number;
}

/** A labelled multi-line text input; same field behaviour as TextField. */
export function TextArea({ placeholder, rows = 3, ...props }: TextAreaProps) {
  return (
    <TextFieldFrame {...props}>
      <AriaTextArea className={textArea} placeholder={placeholder} rows={rows} />
    </TextFieldFrame>
  );
}
