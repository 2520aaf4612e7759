import { useContext, useId } from 'react';
import { Button, HStack, Heading, SidewaysScrollArea, Stack, Table, Text, saveFile } from '@dss/ui';
import { PairedTable } from './layout';
import { columnTotal, percentOf, toCsv } from './report-figures';

/** Shown in place of a table with no rows (document 3 §2). */
export const NO_DATA_PROVIDED = 'No Data Provided';

/** Cells up to this long ('Jul 2025', '30/03/2025', '£35,000.00') never wrap; longer text does. */
const ONE_LINE_MAX = 24;
export const keptOnOneLine = (text: string) => text.length <= ONE_LINE_MAX;

export interface Column<R> {
  header: string;
  value(row: R): string | number;
  /** Adds a '%' column: each value over the column's total (document 3 §9). */
  percent?: boolean;
  /** Totals the column in the footer (counts and money). */
  total?: boolean;
  /** Shows a value (money) differently from how the CSV carries it. */
  display?(value: string | number): string;
}

/** The header, lines and footer of a table, as shown and as downloaded. */
export function tableLines<R>(columns: readonly Column<R>[], rows: readonly R[]) {
  const totals = columns.map((c) => (c.percent || c.total ? columnTotal(rows.map((r) => c.value(r))) : null));
  const header = columns.flatMap((c) => (c.percent ? [c.header, '%'] : [c.header]));
  const lines = rows.map((row) =>
    columns.flatMap((c, i) => {
      const v = c.value(row);
      return c.percent ? [v, percentOf(Number(v), totals[i] ?? 0)] : [v];
    }),
  );
  const anyTotal = totals.some((t) => t !== null);
  const footer = anyTotal
    ? columns.flatMap((c, i) => {
        const t = totals[i] ?? null;
        const cell: string | number = i === 0 ? 'Total' : t === null ? '' : Number.isInteger(t) && !c.display ? t : t.toFixed(2);
        return c.percent ? [cell, rows.length ? '100.0' : ''] : [cell];
      })
    : null;
  return { header, lines, footer };
}

// The footer's line of totals in the weight it had as a styled row (the table is native: ReportTable).
const PARTS_CSS = { '& tfoot tr': { fontWeight: 'semibold' } };

/**
 * A report table: its lines with percentages over each column's total, 'No Data Provided' when
 * empty, and a CSV download of what it shows. It is named by its heading, and its id (`id`, else
 * the one of the chart beside it) is what a chart of its figures points at.
 */
export function ReportTable<R>({
  title,
  columns,
  rows,
  fileName,
  id,
}: {
  title: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  fileName: string;
  id?: string;
}) {
  const headingId = useId();
  const generatedId = useId();
  const paired = useContext(PairedTable);
  const figuresId = id ?? paired ?? generatedId;
  const { header, lines, footer } = tableLines(columns, rows);
  const displays = columns.flatMap((c) => (c.percent ? [c.display, undefined] : [c.display]));
  const shown = (v: string | number, i: number) => (displays[i] && v !== '' && v !== 'Total' ? displays[i]!(v) : String(v));
  const download = () => {
    const csv = toCsv(header, footer ? [...lines, footer] : lines);
    saveFile({ blob: new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName });
  };
  return (
    <Stack gap="2" className="report-table">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="sm" id={headingId}>
          {title}
        </Heading>
        {rows.length ? (
          <Button size="xs" variant="outline" onClick={download} className="no-print" aria-label={`Download ${title} as CSV`}>
            Download CSV
          </Button>
        ) : null}
      </HStack>
      {rows.length === 0 ? (
        <Text color="fg.muted" id={figuresId}>
          {NO_DATA_PROVIDED}
        </Text>
      ) : (
        <SidewaysScrollArea label={title} whiteSpace="normal">
          {/* native: the recipe styles the parts from the table, so a report's rows (a day each
              over a range) are plain elements, not a styled component per cell. */}
          <Table.Root native size="sm" id={figuresId} aria-labelledby={headingId} css={PARTS_CSS}>
            <thead>
              <tr>
                {header.map((h, i) => (
                  <th key={i} style={{ textAlign: i === 0 ? 'start' : 'end' }}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {lines.map((line, r) => (
                <tr key={r}>
                  {line.map((v, i) => (
                    <Cell key={i} first={i === 0} text={shown(v, i)} />
                  ))}
                </tr>
              ))}
            </tbody>
            {footer ? (
              <tfoot>
                <tr>
                  {footer.map((v, i) => (
                    <Cell key={i} first={i === 0} text={shown(v, i)} />
                  ))}
                </tr>
              </tfoot>
            ) : null}
          </Table.Root>
        </SidewaysScrollArea>
      )}
    </Stack>
  );
}

function Cell({ first, text }: { first: boolean; text: string }) {
  return <td style={{ textAlign: first ? 'start' : 'end', whiteSpace: keptOnOneLine(text) ? 'nowrap' : undefined }}>{text}</td>;
}
