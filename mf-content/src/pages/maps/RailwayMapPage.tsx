// Exposed as './RailwayMapPage': /railway-map, Iran's main passenger railway lines on a map that zooms and pans,
// the same lines as lists of stations, and links from the stations of cities we sell to their hotels.
import type { RailwayNetwork } from '@rahi/shared-contracts/api';
import { ContentBlocks } from '../../components/content/ContentBlocks';
import { ContentLayout } from '../../components/content/ContentLayout';
import { ContentQueryPage } from '../../components/content/ContentQueryPage';
import { ContentSection } from '../../components/content/ContentSection';
import type { ContentPageProps } from '../content/CmsPage';
import { RAILWAY_END_POINT } from './map-data';
import { RailwayLineList } from './railway/RailwayLineList';
import { RailwayMap } from './railway/RailwayMap';

export const RAILWAY_MAP_TITLE = 'نقشه راه‌آهن ایران';
export const RAILWAY_MAP_LEAD =
  'خطوط اصلی قطار مسافری ایران و ایستگاه‌هایشان، از تهران تا مشهد، تبریز، جلفا، زاهدان، شیراز، بندرعباس، خرمشهر و گرگان. ایستگاه شهرهایی که در آن‌ها هتل داریم به فهرست هتل‌های همان شهر می‌رود.';
export const RAILWAY_MAP_APPROXIMATE =
  'جای ایستگاه‌ها و مسیر خطوط تقریبی است و فقط ایستگاه‌های اصلی آمده‌اند؛ نقشه برای آشنایی با مسیرهاست، نه برای برنامه سفر. ساعت حرکت و بلیت قطار را از فروشندگان رسمی بلیت قطار بپرسید.';

export function RailwayMapView({ network }: { network: RailwayNetwork }) {
  return (
    <ContentLayout
      crumbs={[]}
      title={RAILWAY_MAP_TITLE}
      lead={RAILWAY_MAP_LEAD}
      updatedAt={network.updatedAt}
      wide
    >
      <ContentBlocks blocks={[{ type: 'note', text: RAILWAY_MAP_APPROXIMATE }]} />
      <RailwayMap network={network} />
      <ContentSection id="railway-lines" title="فهرست خطوط و ایستگاه‌ها">
        <RailwayLineList network={network} />
      </ContentSection>
    </ContentLayout>
  );
}

export default function RailwayMapPage({ serverData }: ContentPageProps) {
  return (
    <ContentQueryPage
      endPoint={RAILWAY_END_POINT}
      serverData={serverData}
      pick={(data) => ('railway' in data ? data.railway : undefined)}
      title={RAILWAY_MAP_TITLE}
      view={(network) => <RailwayMapView network={network} />}
    />
  );
}
