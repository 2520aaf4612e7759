import { useContext, useId, type ReactNode } from 'react';
import { ResponsiveBar } from '@nivo/bar';
import { ResponsiveLine } from '@nivo/line';
import { ResponsivePie } from '@nivo/pie';
import { contrastRatio } from '@dss/contract';
import { Box, Flex, Heading, Stack, formatGBP, formatNumber } from '@dss/ui';
import { PairedTable } from './layout';
import { countLabel } from './report-figures';

// The report charts, drawn with nivo (DESIGN §4): each titled, with named axes and a legend where
// there is more than one series, 600 px tall (financial charts up to 800 px, document 3 §9).
// Each is an image named by its heading and pointing (aria-details) at the table of its figures.
// Drawn still, not animated: a report is read and printed, and each chart's growing bars were
// animation frames of script competing with the report's next sections as they are drawn.

export const CHART_HEIGHT = 600;
export const FINANCIAL_CHART_HEIGHT = 700;

/** What a chart's values are: counts (and days), or money in pounds. */
export type ValueKind = 'count' | 'money';

/** A value as an axis tick or a label reads it: '£35,000' (pence only where there are any), '1,234'. */
export function chartValue(value: number, kind: ValueKind = 'count'): string {
  if (kind === 'count') return countLabel(value);
  return Number.isInteger(value)
    ? formatNumber(value, { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 })
    : formatGBP(value);
}

const BLACK = '#000000';
const WHITE = '#ffffff';

/**
 * The colour of a value label drawn on a bar or slice of a '#RRGGBB' fill: black or white,
 * whichever contrasts more (at least 4.58:1 for any fill, past WCAG AA's 4.5:1).
 */
export function labelColour(fill: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(fill)) return BLACK;
  return contrastRatio(fill, WHITE) > contrastRatio(fill, BLACK) ? WHITE : BLACK;
}

// About 7 px a character for nivo's 11 px text.
const CHAR_PX = 7;
const textWidth = (text: string) => text.length * CHAR_PX;

/** Room for the value axis: its widest tick (the largest value, rounded up a digit) and its legend. */
function leftMargin(largest: number, kind: ValueKind) {
  const ticks = textWidth(chartValue(Math.max(largest, 1) * 10, kind)) + 10;
  return { left: ticks + 26, legendOffset: -(ticks + 12) };
}

/** Room for a legend on the right: none for one series, else as wide as its longest name. */
function legendSpace(names: readonly string[]) {
  if (names.length < 2) return { right: 20, legends: [] };
  const itemWidth = Math.min(170, Math.max(...names.map(textWidth)) + 24);
  return {
    right: itemWidth + 20,
    legends: [
      {
        anchor: 'top-right' as const,
        direction: 'column' as const,
        translateX: itemWidth + 10,
        itemWidth,
        itemHeight: 20,
        symbolSize: 12,
      },
    ],
  };
}

/** At most about 16 labels on a time axis, so days stay legible. */
function ticks(values: readonly string[]): string[] {
  const step = Math.max(1, Math.ceil(values.length / 16));
  return values.filter((_, i) => i % step === 0);
}

const BOTTOM_AXIS = { tickRotation: -45, legendPosition: 'middle' as const, legendOffset: 90 };
const MARGIN = { top: 20, bottom: 110 };

function ChartFrame({
  title,
  height,
  tableId,
  children,
}: {
  title: string;
  height: number;
  tableId?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const paired = useContext(PairedTable);
  return (
    <Stack gap="2" className="report-chart">
      {/* As tall as the table's heading line with its Download CSV button, so the two line up. */}
      <Flex minH="8" align="center">
        <Heading as="h2" size="sm" id={headingId}>
          {title}
        </Heading>
      </Flex>
      <Box role="img" aria-labelledby={headingId} aria-details={tableId ?? paired} h={`${height}px`} minW="0">
        {children}
      </Box>
    </Stack>
  );
}

/** Props every chart takes: its title, the table of its figures (beside it by default), its height. */
interface ChartProps {
  title: string;
  /** The id of the table holding the chart's figures, where it is not the table beside it. */
  tableId?: string;
  height?: number;
  /** Money charts read £ on their value axis and labels. */
  kind?: ValueKind;
}

export interface BarDatum {
  label: string;
  [key: string]: string | number;
}

/** A column chart; with several `keys`, stacked columns of them. */
export function ColumnChart({
  title,
  tableId,
  data,
  keys,
  xLegend,
  yLegend,
  height = CHART_HEIGHT,
  kind = 'count',
}: ChartProps & {
  data: BarDatum[];
  keys: string[];
  xLegend: string;
  yLegend: string;
}) {
  const format = (v: number) => chartValue(v, kind);
  const stacks = data.map((d) => keys.reduce((sum, k) => sum + (Number(d[k]) || 0), 0));
  const values = data.flatMap((d) => keys.map((k) => Number(d[k]) || 0));
  const { left, legendOffset } = leftMargin(Math.max(0, ...stacks), kind);
  const { right, legends } = legendSpace(keys);
  return (
    <ChartFrame title={title} height={height} tableId={tableId}>
      <ResponsiveBar
        animate={false}
        data={data}
        keys={keys}
        indexBy="label"
        groupMode="stacked"
        margin={{ ...MARGIN, left, right }}
        padding={0.3}
        colors={{ scheme: 'category10' }}
        valueFormat={format}
        axisBottom={{ ...BOTTOM_AXIS, legend: xLegend, tickValues: ticks(data.map((d) => d.label)) }}
        axisLeft={{ legend: yLegend, legendPosition: 'middle', legendOffset, format: (v) => format(Number(v)) }}
        labelTextColor={(bar) => labelColour(bar.color)}
        // A label is drawn only where it fits inside its bar, so it is always read on the bar's fill.
        labelSkipHeight={14}
        labelSkipWidth={Math.max(0, ...values.map((v) => textWidth(format(v)))) + 4}
        legends={legends.map((l) => ({ dataFrom: 'keys' as const, ...l }))}
        role="presentation"
      />
    </ChartFrame>
  );
}

export interface LineSeries {
  id: string;
  data: { x: string; y: number }[];
}

/** A line chart over the periods of the range, one line per series. */
export function LineChart({
  title,
  tableId,
  series,
  xLegend,
  yLegend,
  xLabel,
  height = CHART_HEIGHT,
  kind = 'count',
}: ChartProps & {
  series: LineSeries[];
  xLegend: string;
  yLegend: string;
  xLabel(x: string): string;
}) {
  const format = (v: number) => chartValue(v, kind);
  const xs = series[0]?.data.map((d) => d.x) ?? [];
  const { left, legendOffset } = leftMargin(Math.max(0, ...series.flatMap((s) => s.data.map((d) => d.y))), kind);
  const { right, legends } = legendSpace(series.map((s) => s.id));
  return (
    <ChartFrame title={title} height={height} tableId={tableId}>
      <ResponsiveLine
        animate={false}
        data={series}
        margin={{ ...MARGIN, left, right }}
        colors={{ scheme: 'category10' }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 0, max: 'auto' }}
        yFormat={(v) => format(Number(v))}
        axisBottom={{ ...BOTTOM_AXIS, legend: xLegend, tickValues: ticks(xs), format: (v) => xLabel(String(v)) }}
        axisLeft={{ legend: yLegend, legendPosition: 'middle', legendOffset, format: (v) => format(Number(v)) }}
        pointSize={6}
        useMesh
        legends={legends}
        role="presentation"
      />
    </ChartFrame>
  );
}

/** A pie chart of shares, each slice labelled with its value, and named by a link label. */
export function PieChart({
  title,
  tableId,
  data,
  height = CHART_HEIGHT,
  kind = 'count',
}: ChartProps & { data: { id: string; value: number }[] }) {
  const { right, legends } = legendSpace(data.map((d) => d.id));
  return (
    <ChartFrame title={title} height={height} tableId={tableId}>
      <ResponsivePie
        animate={false}
        data={data.map((d) => ({ ...d, label: d.id }))}
        margin={{ top: 40, right: Math.max(right, 80), bottom: 40, left: 80 }}
        colors={{ scheme: 'category10' }}
        valueFormat={(v) => chartValue(v, kind)}
        innerRadius={0.4}
        padAngle={1}
        arcLabelsTextColor={(slice) => labelColour(slice.color)}
        // A value label is drawn only on a slice wide enough to hold it.
        arcLabelsSkipAngle={kind === 'money' ? 20 : 10}
        arcLinkLabelsSkipAngle={8}
        legends={legends}
        role="presentation"
      />
    </ChartFrame>
  );
}
