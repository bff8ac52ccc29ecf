import { HttpError } from '@rahi/shared-contracts';
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorScreen } from './ErrorScreen';

describe('ErrorScreen', () => {
  it('shows a 404 as ۴۱۰ with the page-removed message', () => {
    render(<ErrorScreen error={new HttpError(404, 'Page Not Found: /city/abc')} onBackHome={() => {}} />);

    expect(screen.getByText('۴۱۰')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'صفحه مورد نظر حذف شده است.' })).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found: /city/abc')).not.toBeInTheDocument();
  });

  it('shows an error without a status as ۵۰۰ with the server-error message', () => {
    render(<ErrorScreen error={new Error('undefined is not a function')} onBackHome={() => {}} />);

    expect(screen.getByText('۵۰۰')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'خطای سرور' })).toBeInTheDocument();
  });

  it("shows any other status in Persian digits with the error's own message", () => {
    render(<ErrorScreen error={new HttpError(403, 'دسترسی ندارید')} onBackHome={() => {}} />);

    expect(screen.getByText('۴۰۳')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'دسترسی ندارید' })).toBeInTheDocument();
  });

  it('announces itself as an alert', () => {
    render(<ErrorScreen error={undefined} onBackHome={() => {}} />);

    expect(screen.getByRole('alert')).toHaveTextContent('خطای سرور');
  });

  it('calls onBackHome when the traveller presses the back-home button', async () => {
    const user = userEvent.setup();
    const onBackHome = jest.fn();
    render(<ErrorScreen error={undefined} onBackHome={onBackHome} />);

    await user.click(screen.getByRole('button', { name: 'بازگشت به صفحه اصلی' }));

    expect(onBackHome).toHaveBeenCalledTimes(1);
  });
});
