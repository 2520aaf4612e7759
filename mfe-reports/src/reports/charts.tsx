import type { ReactNode } from 'react';
import { ResponsiveBar } from '@nivo/bar';
import { ResponsiveLine } from '@nivo/line';
import { ResponsivePie } from '@nivo/pie';
import { Box, Heading, Stack } from '@dss/ui';

// The report charts, drawn with nivo (DESIGN §4): each titled, with named axes and a legend,
// 600 px tall (financial charts up to 800 px, document 3 §9).

export const CHART_HEIGHT = 600;
export const FINANCIAL_CHART_HEIGHT = 700;
const MARGIN = { top: 20, right: 170, bottom: 110, left: 80 };
const LEGEND = {
  anchor: 'top-right' as const,
  direction: 'column' as const,
  translateX: 160,
  itemWidth: 150,
  itemHeight: 20,
  symbolSize: 12,
};

/** At most about 16 labels on a time axis, so days stay legible. */
function ticks(values: readonly string[]): string[] {
  const step = Math.max(1, Math.ceil(values.length / 16));
  return values.filter((_, i) => i % step === 0);
}

function ChartFrame({ title, height, children }: { title: string; height: number; children: ReactNode }) {
  return (
    <Stack gap="2" className="report-chart">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <Box role="img" aria-label={title} h={`${height}px`} minW="0">
        {children}
      </Box>
    </Stack>
  );
}

export interface BarDatum {
  label: string;
  [key: string]: string | number;
}

/** A column chart; with several `keys`, stacked columns of them. */
export function ColumnChart({
  title,
  data,
  keys,
  xLegend,
  yLegend,
  height = CHART_HEIGHT,
}: {
  title: string;
  data: BarDatum[];
  keys: string[];
  xLegend: string;
  yLegend: string;
  height?: number;
}) {
  return (
    <ChartFrame title={title} height={height}>
      <ResponsiveBar
        data={data}
        keys={keys}
        indexBy="label"
        groupMode="stacked"
        margin={MARGIN}
        padding={0.3}
        colors={{ scheme: 'category10' }}
        axisBottom={{
          tickRotation: -45,
          legend: xLegend,
          legendPosition: 'middle',
          legendOffset: 90,
          tickValues: ticks(data.map((d) => d.label)),
        }}
        axisLeft={{ legend: yLegend, legendPosition: 'middle', legendOffset: -60 }}
        labelSkipHeight={14}
        legends={[{ dataFrom: 'keys', ...LEGEND }]}
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
  series,
  xLegend,
  yLegend,
  xLabel,
  height = CHART_HEIGHT,
}: {
  title: string;
  series: LineSeries[];
  xLegend: string;
  yLegend: string;
  xLabel(x: string): string;
  height?: number;
}) {
  const xs = series[0]?.data.map((d) => d.x) ?? [];
  return (
    <ChartFrame title={title} height={height}>
      <ResponsiveLine
        data={series}
        margin={MARGIN}
        colors={{ scheme: 'category10' }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 0, max: 'auto' }}
        axisBottom={{
          tickRotation: -45,
          legend: xLegend,
          legendPosition: 'middle',
          legendOffset: 90,
          tickValues: ticks(xs),
          format: (v) => xLabel(String(v)),
        }}
        axisLeft={{ legend: yLegend, legendPosition: 'middle', legendOffset: -60 }}
        pointSize={6}
        useMesh
        legends={[LEGEND]}
      />
    </ChartFrame>
  );
}

/** A pie chart of shares, each slice labelled. */
export function PieChart({
  title,
  data,
  height = CHART_HEIGHT,
}: {
  title: string;
  data: { id: string; value: number }[];
  height?: number;
}) {
  return (
    <ChartFrame title={title} height={height}>
      <ResponsivePie
        data={data.map((d) => ({ ...d, label: d.id }))}
        margin={{ top: 40, right: 170, bottom: 40, left: 40 }}
        colors={{ scheme: 'category10' }}
        innerRadius={0.4}
        padAngle={1}
        arcLinkLabelsSkipAngle={8}
        legends={[LEGEND]}
        role="presentation"
      />
    </ChartFrame>
  );
}
