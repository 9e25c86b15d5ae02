import { useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import type { CommandArgument } from '../../plugin-api/manifest.js';
import * as styles from '../CommandPalette.css.js';
import * as itemStyles from './PaletteItem.css.js';

/**
 * The palette's prompt step, for a command that declares an `argument`: the command's title, then
 * one field labelled as the declaration says. Enter runs the command with the value; Escape
 * closes the palette, as from the list.
 */
export function CommandArgumentPrompt({
  title,
  argument,
  onSubmit,
}: {
  /** The command's title. */
  title: string;
  argument: CommandArgument;
  onSubmit: (args: Readonly<Record<string, string>>) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ [argument.name]: value });
      }}
    >
      <TextField value={value} onChange={setValue} autoFocus>
        <Label className={itemStyles.heading}>
          {title}: {argument.label}
        </Label>
        <Input className={styles.search} placeholder={argument.placeholder} />
      </TextField>
    </form>
  );
}
