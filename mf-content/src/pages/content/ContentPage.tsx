// Exposed as './ContentPage': the catch-all /{slug} of any depth, a page of booking-api's CMS by its path; a path
// it does not have is the not-found page (the gateway answered 404).
import { CmsPage, type ContentPageProps } from './CmsPage';

export default function ContentPage(props: ContentPageProps) {
  return <CmsPage module="./ContentPage" {...props} />;
}
