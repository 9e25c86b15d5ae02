import { TextArea as AriaTextArea } from 'react-aria-components';
import { TextFieldFrame, type TextFieldProps } from '../TextField/TextField.js';
import { textArea, textAreaFont, type TextAreaFont } from './TextArea.css.js';

export interface TextAreaProps extends TextFieldProps {
  /** Visible lines before it scrolls. */
  rows?: number;
  /** The face: `text` for prose, `code` for SQL or JSON, whose indentation must line up. */
  font?: TextAreaFont;
}

/** A labelled multi-line text input; same field behaviour as TextField. */
export function TextArea({ placeholder, rows = 3, font = 'text', ...props }: TextAreaProps) {
  return (
    <TextFieldFrame {...props}>
      <AriaTextArea
        className={`${textArea} ${textAreaFont[font]}`}
        placeholder={placeholder}
        rows={rows}
      />
    </TextFieldFrame>
  );
}
