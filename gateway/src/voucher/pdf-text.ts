// Test helper: a PDF's text as poppler's pdftotext reads it (reading order, bidi marks removed), its lines in
// visual word order (-raw), and its first page as a grey image (pdftoppm).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function withPdf<T>(bytes: Uint8Array, read: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'voucher-test-'));
  try {
    const file = path.join(dir, 'v.pdf');
    writeFileSync(file, bytes);
    return read(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const stripMarks = (text: string) => text.replace(/[\u202a-\u202e\u2066-\u2069]/g, '');

export const pdfText = (bytes: Uint8Array) =>
  withPdf(bytes, (file) =>
    stripMarks(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })),
  );

/** Each line as it stands on the page from left to right (a left-to-right run reads in its own order). */
export const pdfLinesLeftToRight = (bytes: Uint8Array) =>
  withPdf(bytes, (file) =>
    stripMarks(execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })).split(
      '\n',
    ),
  );

/** Each line's words as they stand on the page from right to left (pdftotext -raw gives them left to right). */
export const pdfLinesRightToLeft = (bytes: Uint8Array) =>
  withPdf(bytes, (file) =>
    stripMarks(execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }))
      .split('\n')
      .map((line) => line.split(' ').reverse().join(' ')),
  );

/** Page 1 at 50 dpi in 8-bit grey: width, height and one byte a pixel (0 black, 255 white). */
export const pdfFirstPage = (bytes: Uint8Array) =>
  withPdf(bytes, (file, dir) => {
    execFileSync('pdftoppm', [
      '-r',
      '50',
      '-gray',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      path.join(dir, 'p'),
    ]);
    const pgm = readFileSync(path.join(dir, 'p.pgm'));
    const header = pgm.toString('latin1', 0, 40).match(/^P5\s+(\d+)\s+(\d+)\s+255\s/);
    if (!header) throw new Error('pdftoppm wrote no PGM');
    return { width: Number(header[1]), height: Number(header[2]), pixels: pgm.subarray(header[0].length) };
  });
