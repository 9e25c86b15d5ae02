import { TextField } from '@atrium/design-system';

export interface EmailFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
}

/** The account's email, first field of every sign-in form: focused, and named for password managers. */
export function EmailField({ value, onChange }: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="username"
      isRequired
      autoFocus
      value={value}
      onChange={onChange}
    />
  );
}
