// Exposed as './GuidePage': /guide, how to search, book, pay, get the voucher and cancel (the CMS page 'guide').
import { CmsPage, type ContentPageProps } from './CmsPage';

export default function GuidePage(props: ContentPageProps) {
  return <CmsPage module="./GuidePage" {...props} />;
}
