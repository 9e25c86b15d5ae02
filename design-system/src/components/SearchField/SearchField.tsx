import {
  Button,
  Group,
  Input,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import { FormField } from '../FormField/FormField.js';
import { groupButton, groupInput } from '../FormField/FormField.css.js';
import { Glyph } from '../FormField/Glyph.js';
import {
  useFormField,
  type FormFieldProps,
  type ReplacedFieldProps,
} from '../FormField/useFormField.js';
import { clearButton, searchGroup, searchIcon, searchInput } from './SearchField.css.js';
import { useDebouncedCallback } from './useDebouncedCallback.js';

export interface SearchFieldProps
  extends Omit<AriaSearchFieldProps, ReplacedFieldProps<string>>, FormFieldProps<string> {
  /** Hint shown while the field is empty. */
  placeholder?: string;
  /**
   * The search to run: after `debounceMs` without typing, at once on Enter, and with '' when the
   * field is cleared (Escape or the clear button).
   */
  onSearch?: (value: string) => void;
  /** Quiet time before a typed search runs. */
  debounceMs?: number;
}

/** The product-wide search debounce (spec: search debounce 300 ms). */
const searchDebounceMs = 300;

/** A search input that runs `onSearch` once typing pauses; `onChange` still reports every key. */
export function SearchField({
  placeholder,
  onSearch,
  debounceMs = searchDebounceMs,
  onChange,
  onSubmit,
  onClear,
  ...props
}: SearchFieldProps) {
  const debounced = useDebouncedCallback((value: string) => onSearch?.(value), debounceMs);
  const searchNow = (value: string) => {
    debounced.cancel();
    onSearch?.(value);
  };
  const { rootProps, chromeProps } = useFormField(
    {
      ...props,
      onChange: (value: string) => {
        onChange?.(value);
        debounced.schedule(value);
      },
    },
    '',
  );
  return (
    <AriaSearchField
      {...rootProps}
      onSubmit={(value) => {
        searchNow(value);
        onSubmit?.(value);
      }}
      onClear={() => {
        searchNow('');
        onClear?.();
      }}
    >
      <FormField {...chromeProps}>
        <Group className={searchGroup}>
          <span className={searchIcon}>
            <Glyph name="search" />
          </span>
          <Input className={`${groupInput} ${searchInput}`} placeholder={placeholder} />
          <Button className={`${groupButton} ${clearButton}`}>
            <Glyph name="close" />
          </Button>
        </Group>
      </FormField>
    </AriaSearchField>
  );
}
