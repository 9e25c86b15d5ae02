import { useRef, useState } from 'react';
import { groupButton, groupInput } from '../FormField/FormField.css.js';
import { Glyph } from '../FormField/Glyph.js';
import { clearButton, plainGroup, searchIcon, searchInput } from './SearchField.css.js';
import { useDebouncedCallback } from './useDebouncedCallback.js';

export interface SearchInputProps {
  /** The field's name for assistive technology; a search input has no visible label. */
  'aria-label': string;
  /** Hint shown while the field is empty. */
  placeholder?: string;
  /**
   * The search to run: after `debounceMs` without typing, at once on Enter, and with '' when the
   * field is cleared (Escape or the clear button).
   */
  onSearch: (value: string) => void;
  /** Quiet time before a typed search runs (spec: search debounce 300 ms). */
  debounceMs?: number;
}

/**
 * SearchField without a label, description or error, drawn and behaving the same, made of a
 * native `<input type="search">` and a button: no react-aria, so a screen's first paint (the table
 * editor's sidebar) does not carry its field, form and autocomplete machinery.
 */
export function SearchInput({
  'aria-label': ariaLabel,
  placeholder,
  onSearch,
  debounceMs = 300,
}: SearchInputProps) {
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const debounced = useDebouncedCallback(onSearch, debounceMs);
  const searchNow = (text: string) => {
    debounced.cancel();
    onSearch(text);
  };
  const clear = () => {
    setValue('');
    searchNow('');
  };
  return (
    <div className={plainGroup} data-empty={value === '' || undefined}>
      <span className={searchIcon}>
        <Glyph name="search" />
      </span>
      <input
        ref={input}
        type="search"
        aria-label={ariaLabel}
        placeholder={placeholder}
        className={`${groupInput} ${searchInput}`}
        value={value}
        autoComplete="off"
        onChange={(event) => {
          setValue(event.target.value);
          debounced.schedule(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            searchNow(value);
          } else if (event.key === 'Escape' && value !== '') {
            // As react-aria's SearchField: Escape clears a field with text and goes no further.
            event.preventDefault();
            event.stopPropagation();
            clear();
          }
        }}
      />
      <button
        type="button"
        aria-label="Clear search"
        tabIndex={-1}
        className={`${groupButton} ${clearButton}`}
        // Keeps focus in the input, as react-aria's clear button does.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          clear();
          input.current?.focus();
        }}
      >
        <Glyph name="close" />
      </button>
    </div>
  );
}
