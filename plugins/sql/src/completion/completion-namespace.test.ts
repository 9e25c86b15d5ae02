import { describe, expect, it } from 'vitest';
import { completionNamespace } from './completion-namespace.js';

describe('completionNamespace', () => {
  it('nests columns under their table and schema, and adds functions beside the tables', () => {
    const completions = completionNamespace(
      [
        { schema: 'public', table: 'orders', name: 'id', format: 'int8' },
        { schema: 'public', table: 'orders', name: 'total', format: 'numeric' },
        { schema: 'sales', table: 'leads', name: 'email', format: 'text' },
      ],
      [
        { schema: 'public', name: 'order_total', return_type: 'numeric' },
        { schema: 'public', name: 'orders', return_type: 'void' },
      ],
    );
    expect(completions.defaultSchema).toBe('public');
    expect(completions.namespace).toEqual({
      public: {
        orders: [
          { label: 'id', type: 'property', detail: 'int8' },
          { label: 'total', type: 'property', detail: 'numeric' },
        ],
        order_total: {
          self: { label: 'order_total', type: 'function', detail: 'numeric' },
          children: [],
        },
      },
      sales: { leads: [{ label: 'email', type: 'property', detail: 'text' }] },
    });
  });
});
