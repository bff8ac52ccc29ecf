// Prints the accessibility sweep's findings (a11y-sweep.spec.ts attaches one 'a11y-row' per page × width ×
// dialog) as one table at the end of a run; silent when the sweep did not run.
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

interface Row {
  page: string;
  width: number;
  dialog: string;
  critical: number;
  serious: number;
  moderate: number;
  minor: number;
}

export default class A11yTableReporter implements Reporter {
  private rows: Row[] = [];

  onTestEnd(_test: TestCase, result: TestResult) {
    for (const attachment of result.attachments) {
      if (attachment.name === 'a11y-row' && attachment.body)
        this.rows.push(JSON.parse(attachment.body.toString()));
    }
  }

  onEnd() {
    if (this.rows.length === 0) return;
    const rows = [...this.rows].sort(
      (a, b) => a.page.localeCompare(b.page) || a.width - b.width || a.dialog.localeCompare(b.dialog),
    );
    const header = ['page', 'width', 'dialog', 'critical', 'serious', 'moderate', 'minor'];
    const cells = rows.map((row) => [
      row.page,
      String(row.width),
      row.dialog,
      String(row.critical),
      String(row.serious),
      String(row.moderate),
      String(row.minor),
    ]);
    const widths = header.map((title, column) =>
      Math.max(title.length, ...cells.map((line) => line[column]?.length ?? 0)),
    );
    const line = (values: string[]) =>
      `| ${values.map((value, column) => value.padEnd(widths[column] ?? 0)).join(' | ')} |`;
    const sum = (key: 'critical' | 'serious' | 'moderate' | 'minor') =>
      rows.reduce((total, row) => total + row[key], 0);
    console.log(
      [
        '',
        'Accessibility sweep (axe): findings by impact',
        line(header),
        line(widths.map((width) => '-'.repeat(width))),
        ...cells.map(line),
        `${rows.length} scans: ${sum('critical')} critical, ${sum('serious')} serious, ${sum('moderate')} moderate, ${sum('minor')} minor`,
      ].join('\n'),
    );
  }
}
