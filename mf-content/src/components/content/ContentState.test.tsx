import '@testing-library/jest-dom';
import { MESSAGES } from '@rahi/shared-contracts';
import type { ApiError } from '@rahi/shared-ui/query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTENT_LOAD_FAILED, ContentState } from './ContentState';

const failure = { status: 503, message: 'down' } as unknown as ApiError;

describe('ContentState', () => {
  it("gives a page that failed to load one h1: the page's title, with the failure and a retry below it", async () => {
    const retry = jest.fn();
    render(<ContentState error={failure} retry={retry} title="نکات سفر" />);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('نکات سفر');
    expect(screen.getByRole('alert')).toHaveTextContent(CONTENT_LOAD_FAILED);
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.retry }));
    expect(retry).toHaveBeenCalled();
  });

  it('makes the failure itself the h1 when the page has no title of its own', () => {
    render(<ContentState error={failure} retry={() => {}} />);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(CONTENT_LOAD_FAILED);
  });
});
