import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { LateFooter } from './LateFooter';

// The footer itself has its own tests; here it only has to be recognisable.
jest.mock('../components/Footer', () => ({
  Footer: ({ hiddenOnMobile }: { hiddenOnMobile?: boolean }) => (
    <footer data-hidden-on-mobile={String(Boolean(hiddenOnMobile))}>footer</footer>
  ),
}));

/** Reports, in the layout's first commit, whether a footer is in the document. */
function FirstCommitProbe({ seen }: { seen: (footer: boolean) => void }) {
  useLayoutEffect(() => {
    seen(document.querySelector('footer') !== null);
  }, [seen]);
  return null;
}

describe('LateFooter', () => {
  it("is not in the layout's first commit, and comes right after it with its props", async () => {
    const seen = jest.fn();
    render(
      <>
        <LateFooter hiddenOnMobile />
        <FirstCommitProbe seen={seen} />
      </>,
    );
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen).toHaveBeenCalledWith(false);
    expect(await screen.findByRole('contentinfo')).toHaveAttribute('data-hidden-on-mobile', 'true');
  });
});
