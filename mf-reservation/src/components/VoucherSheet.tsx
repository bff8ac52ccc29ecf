// The voucher (or invoice) as the traveller sees and prints it: the same VoucherDocument the gateway draws into
// the PDF (buildVoucherDocument in shared-contracts), so page and file say the same thing. The reserve id is text
// and a QR code that opens /reserve-status for this booking; the map is a link and the phone dials.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  VOUCHER_MESSAGES as M,
  toAsciiDigits,
  type VoucherDocument,
  type VoucherRow,
} from '@rahi/shared-contracts';
import { QrCode } from '@rahi/shared-ui/components';
import { VOUCHER_TEXTS as T } from '../voucher-texts';

const ISOLATES = /[\u2066-\u2069]/g;
const HAS_ISOLATE = /[\u2066-\u2069]/;
const FIRST_STRONG_ISOLATE = '\u2068';

function RowValue({ row }: { row: VoucherRow }) {
  if (row.label === M.map)
    return (
      <Link href={row.value} target="_blank" rel="noopener noreferrer">
        {T.openMap}
      </Link>
    );
  if (row.label === M.phone)
    return (
      <Link href={`tel:${toAsciiDigits(row.value.replace(ISOLATES, '')).replace(/[^\d+]/g, '')}`} dir="ltr">
        {row.value.replace(ISOLATES, '')}
      </Link>
    );
  // A value isolated in the text is marked so in the markup, not only by its marks: left to right (a masked card,
  // a passport number), or in its own direction (a foreign guest's name, in Latin or in Persian letters).
  if (HAS_ISOLATE.test(row.value)) {
    const direction = row.value.startsWith(FIRST_STRONG_ISOLATE) ? 'auto' : 'ltr';
    return <span dir={direction}>{row.value.replace(ISOLATES, '')}</span>;
  }
  return <>{row.value}</>;
}

function Row({ row }: { row: VoucherRow }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '11rem 1fr' },
        columnGap: 2,
        py: row.detail ? 0.25 : 0.75,
        ps: row.detail ? 2 : 0,
        borderBottom: row.detail ? 0 : 1,
        borderColor: 'divider',
        color: row.detail ? 'text.secondary' : 'text.primary',
        fontSize: row.detail ? 14 : 15,
      }}
    >
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {row.label}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: row.detail ? 400 : 700, overflowWrap: 'anywhere' }}>
        <RowValue row={row} />
      </Box>
    </Box>
  );
}

export function VoucherSheet({ document }: { document: VoucherDocument }) {
  return (
    <Box component="article" aria-labelledby="voucher-title" className="voucher-sheet" sx={{ fontSize: 15 }}>
      <Box
        component="header"
        sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', alignItems: 'flex-start', mb: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id="voucher-title" component="h1" variant="h5" sx={{ fontWeight: 800, mb: 1 }}>
            {document.title}
          </Typography>
          <Typography sx={{ fontWeight: 800, fontSize: 20, color: 'primary.dark', mb: 1 }}>
            {document.reserveIdLabel}: <span data-testid="voucher-reserve-id">{document.reserveId}</span>
          </Typography>
          <Typography data-testid="voucher-status">
            {document.status.label}: <strong>{document.status.value}</strong>
          </Typography>
        </Box>
        <Box
          component="figure"
          sx={{ m: 0, textAlign: 'center', flexShrink: 0, width: { xs: 104, sm: 136 } }}
        >
          <QrCode text={document.qrUrl} label={T.qrLabel(document.reserveId)} size={128} />
          <Typography component="figcaption" sx={{ fontSize: 11, color: 'text.secondary' }}>
            {document.qrCaption}
          </Typography>
        </Box>
      </Box>
      {document.sections.map((section) => (
        <Box
          component="section"
          key={section.heading}
          aria-label={section.heading}
          sx={{ mb: 2.5, breakInside: 'avoid' }}
        >
          <Typography component="h2" sx={{ fontWeight: 800, fontSize: 17, color: 'primary.dark', mb: 0.5 }}>
            {section.heading}
          </Typography>
          {section.rows.length > 0 && (
            <Box component="dl" sx={{ m: 0 }}>
              {section.rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows repeat labels (guests, nights) and never move
                <Row key={`${row.label}-${index}`} row={row} />
              ))}
            </Box>
          )}
          {section.text && <Typography sx={{ lineHeight: 1.9 }}>{section.text}</Typography>}
        </Box>
      ))}
      <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{document.footer}</Typography>
    </Box>
  );
}
