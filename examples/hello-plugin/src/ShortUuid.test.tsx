import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import ShortUuid from './ShortUuid.js';

it('shows the first eight digits of a uuid and the whole value on hover', () => {
  const value = '0f8fad5b-d9cb-469f-a165-70867728950e';
  render(
    <ShortUuid value={value} column={{ name: 'id', type: 'uuid' }} data={{ types: ['uuid'] }} />,
  );
  const cell = screen.getByText('0f8fad5b…');
  expect(cell.getAttribute('title')).toBe(value);
});
