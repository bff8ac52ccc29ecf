import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { PriceBlock } from './PriceBlock';
import { Toman } from './Toman';

/** The text a screen reader reads: every text node outside aria-hidden, run together. */
function spokenText(root: HTMLElement): string {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('[aria-hidden="true"]')) parts.push(node.textContent ?? '');
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

describe('PriceBlock', () => {
  it('says the struck board price with its words and the discount, then the price as one amount in Toman', () => {
    const { container } = render(
      <PriceBlock
        price={10_800_000}
        boardPrice={12_000_000}
        discountPercent={10}
        before="از"
        after="تومان / هر شب"
        afterSpoken="تومان برای هر شب"
        priceTestId="from-price"
      />,
    );

    expect(spokenText(container)).toBe('قیمت قبلی ۱٬۲۰۰٬۰۰۰ تومان، ۱۰٪ تخفیف از ۱٬۰۸۰٬۰۰۰ تومان برای هر شب');
    // What is drawn stays as it was.
    expect(container.querySelector('s')).toHaveTextContent(/^۱٬۲۰۰٬۰۰۰$/);
    expect(screen.getByTestId('from-price')).toHaveTextContent(/^۱٬۰۸۰٬۰۰۰$/);
  });

  it('says a price without a discount as one amount, with the words after it as drawn', () => {
    const { container } = render(
      <PriceBlock price={20_000_000} boardPrice={20_000_000} discountPercent={0} after="تومان برای ۲ شب" />,
    );

    expect(spokenText(container)).toBe('۲٬۰۰۰٬۰۰۰ تومان برای ۲ شب');
    expect(container.querySelector('s')).toBeNull();
  });
});

describe('Toman', () => {
  it('says digits drawn without their unit as an amount in Toman, with a prefix when given', () => {
    const { container } = render(
      <s>
        <Toman rial={12_000_000} unit={false} spokenPrefix="قیمت قبلی" />
      </s>,
    );

    expect(spokenText(container)).toBe('قیمت قبلی ۱٬۲۰۰٬۰۰۰ تومان');
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^۱٬۲۰۰٬۰۰۰$/);
  });
});
