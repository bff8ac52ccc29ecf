// The page the ServerApp tests draw inside the shell: a stand-in for mf-content's guide page, which the server draws
// with its data and the browser without (it reads the data global there).

export function GuidePage({ serverData }: { serverData?: { title: string } }) {
  return <h1>{serverData?.title ?? 'راهنمای رزرو هتل در راهی'}</h1>;
}

export const GUIDE_PAGE = {
  remote: 'mf_content' as const,
  module: './GuidePage',
  element: <GuidePage serverData={{ title: 'راهنمای رزرو هتل در راهی' }} />,
};

export const SITE = { commentsOpen: true };
