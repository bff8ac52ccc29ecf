// /error (product §2: the error layout): the server-error screen the shell shows for a failure no page kept to
// itself, at an address of its own, drawn by the server like the not-found page; the button goes home.
import { HOME_PAGE_TITLE } from '@rahi/shared-contracts';
import { ErrorScreen } from '@rahi/shared-ui/components';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgetServerContentData } from '../state/server-data';

export const ERROR_PAGE = './ErrorPage';

export default function ErrorPage() {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = HOME_PAGE_TITLE;
    // Drawn by the server, the page has nothing to read: its data global goes.
    forgetServerContentData();
  }, []);
  return <ErrorScreen error={undefined} onBackHome={() => navigate('/')} />;
}
