import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { COLORS } from '../tokens/tokens';
import { Stars } from './Stars';

/** The stars' fills from right to left, as a Persian reader takes them in. */
function fillsRightToLeft(svg: Element) {
  return [...svg.querySelectorAll('path')]
    .map((path) => ({
      x: Number(/translate\((\d+)/.exec(path.getAttribute('transform') ?? '')?.[1]),
      fill: path.getAttribute('fill'),
    }))
    .sort((a, b) => b.x - a.x)
    .map((star) => (star.fill === COLORS.star ? 'filled' : 'empty'));
}

describe('Stars', () => {
  it('draws four filled stars from the right and one empty, read as «۴ ستاره»', () => {
    render(<Stars count={4} />);

    const stars = screen.getByRole('img', { name: '۴ ستاره' });
    expect(stars.tagName.toLowerCase()).toBe('svg');
    expect(fillsRightToLeft(stars)).toEqual(['filled', 'filled', 'filled', 'filled', 'empty']);
  });

  it('writes no star character, so no system font is looked up for one', () => {
    const { container } = render(<Stars count={5} />);

    expect(container.textContent).toBe('');
    expect(fillsRightToLeft(screen.getByRole('img', { name: '۵ ستاره' }))).toEqual(Array(5).fill('filled'));
  });

  it('keeps the drawing to five stars for a count outside one to five', () => {
    render(<Stars count={0} />);

    expect(fillsRightToLeft(screen.getByRole('img', { name: '۰ ستاره' }))).toEqual(Array(5).fill('empty'));
  });
});
