import { describe, expect, it } from 'vitest';
import { propTables } from 'virtual:atrium-prop-tables';
import { componentDocs } from '@atrium/design-system/examples';
import { documentedPropTypes } from '../content/component-pages.js';
import type { PropTable } from './types.js';

// The tables come from the Vite plugin, exactly as the docs build generates them.
const table = (typeName: string): PropTable => {
  const found = propTables[typeName];
  if (!found) throw new Error(`no table for ${typeName}`);
  return found;
};
const row = (typeName: string, prop: string) => table(typeName).rows.find((r) => r.name === prop);
const documented = componentDocs.flatMap((doc) =>
  documentedPropTypes(doc).map((typeName) => [doc.name, typeName] as const),
);

describe('props tables generated from the design system types', () => {
  it('has a table for every prop type a docs page names', () => {
    expect(documented.filter(([, typeName]) => !propTables[typeName])).toEqual([]);
  });

  it('gives every listed prop of a documented type a JSDoc description', () => {
    const undescribed = documented.flatMap(([, typeName]) =>
      table(typeName)
        .rows.filter((prop) => prop.description.trim() === '')
        .map((prop) => `${typeName}.${prop.name}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('lists the props a component declares and summarizes what it takes whole from react-aria', () => {
    expect(row('ButtonProps', 'icon')).toEqual({
      name: 'icon',
      type: 'ReactNode',
      required: false,
      description: 'An icon before the label.',
    });
    expect(row('ButtonProps', 'onPress')).toBeUndefined();
    expect(table('ButtonProps').inherits).toEqual([
      { from: 'react-aria-components', name: 'Button' },
    ]);
    expect(table('BadgeProps').inherits).toEqual([
      { from: 'react', name: 'HTMLAttributes<HTMLSpanElement>' },
    ]);
  });

  it('lists library props picked by name, and nothing more', () => {
    expect(row('TooltipProps', 'placement')?.description).toMatch(/placement/i);
    expect(table('TooltipProps').inherits).toEqual([]);
  });

  it('prints types as written unless a generic resolves them', () => {
    expect(row('PopoverProps', 'trigger')?.type).toBe('ReactElement');
    expect(row('SelectProps', 'value')?.type).toBe('Key | null');
    expect(row('ButtonProps', 'variant')?.type.split(' | ').sort()).toEqual([
      '"ghost"',
      '"soft"',
      '"solid"',
    ]);
  });

  it('takes defaults from the component code, or from a stated @default', () => {
    // `delay = tooltipDelay` in Tooltip: the value, not the constant's name.
    expect(row('TooltipProps', 'delay')?.default).toBe('700');
    expect(row('ErrorPanelProps', 'retryLabel')?.default).toBe("'Retry'");
    // Recipe variants default in the recipe's defaultVariants.
    expect(row('ButtonProps', 'variant')?.default).toBe("'soft'");
    // The component's literal default beats the @default of the props it extends.
    expect(row('AlertDialogProps', 'tone')?.default).toBe("'accent'");
    expect(row('TypeToConfirmDialogProps', 'tone')?.default).toBe("'critical'");
    // react-aria's @default for offset is 8; the design system passes 4, so none is shown.
    expect(row('PopoverProps', 'offset')?.default).toBeUndefined();
  });
});
