import type { LayoutName } from '@rahi/shared-contracts';
import type { ReactNode } from 'react';
import { BareLayout } from './BareLayout';
import { DefaultLayout } from './DefaultLayout';
import { ErrorLayout } from './ErrorLayout';
import { ProfileLayout } from './ProfileLayout';
import { VoucherLayout } from './VoucherLayout';

export function Layout(props: { name: LayoutName; footerHiddenOnMobile?: boolean; children: ReactNode }) {
  switch (props.name) {
    case 'error':
      return <ErrorLayout>{props.children}</ErrorLayout>;
    case 'profile':
      return (
        <ProfileLayout footerHiddenOnMobile={props.footerHiddenOnMobile}>{props.children}</ProfileLayout>
      );
    case 'voucher':
      return <VoucherLayout>{props.children}</VoucherLayout>;
    case 'bare':
      return <BareLayout>{props.children}</BareLayout>;
    default:
      return (
        <DefaultLayout footerHiddenOnMobile={props.footerHiddenOnMobile}>{props.children}</DefaultLayout>
      );
  }
}
