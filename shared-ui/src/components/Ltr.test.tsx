import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { Ltr } from './Ltr';

describe('Ltr', () => {
  it('isolates a left-to-right piece inside Persian text, adding no characters to it', () => {
    render(
      <p>
        نشانی <Ltr>/reservation</Ltr> در راهی وجود ندارد
      </p>,
    );

    const piece = screen.getByText('/reservation');
    expect(piece.tagName).toBe('BDI');
    expect(piece).toHaveAttribute('dir', 'ltr');
    expect(piece.closest('p')).toHaveTextContent('نشانی /reservation در راهی وجود ندارد');
  });
});
