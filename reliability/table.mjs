// The suite's final table: one line per check, what it tried, whether it held and the figures, as Markdown so
// docs/reliability.md can keep it as printed.
const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function printTable(rows, { minutes, ci }) {
  const lines = [
    '| part | check | tried | held | figures |',
    '| ---- | ----- | ----- | ---- | ------- |',
    ...rows.map(
      (row) =>
        `| ${row.part} | ${cell(row.name)} | ${cell(row.tried)} | ${row.held === null ? 'skipped' : row.held ? 'yes' : '**NO**'} | ${cell(row.figures)} |`,
    ),
  ];
  const held = rows.filter((row) => row.held).length;
  const skipped = rows.filter((row) => row.held === null).length;
  console.log(
    `\nReliability suite${ci ? ' (reduced, CI)' : ''}: ${held} of ${rows.length - skipped} held${skipped ? ` (${skipped} skipped)` : ''}, ${minutes.toFixed(1)} min\n`,
  );
  console.log(lines.join('\n'));
}
