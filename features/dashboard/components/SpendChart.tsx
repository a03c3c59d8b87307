import { Box, type BoxProps } from '@chakra-ui/react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { useResolvedColorMode } from '@/src/ui/colorMode';

// Only what a bar-and-line chart uses: Chart.js leaves the rest out of the bundle.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
);

export interface SpendChartProps {
  /** The weeks' labels ("Nov 17"), oldest first. */
  labels: string[];
  /** Cents spent each week. */
  spent: number[];
  accepted: number[];
  names: { spent: string; accepted: string };
  money: (cents: number) => string;
  /** The chart's height (it takes its box's width). */
  height: BoxProps['h'];
}

/** The theme's colours the canvas draws with (a canvas cannot read CSS variables). */
const TOKENS = {
  bar: '--chakra-colors-brand-solid',
  line: '--chakra-colors-teal-solid',
  text: '--chakra-colors-fg-muted',
  grid: '--chakra-colors-border-muted',
} as const;
type Colors = Record<keyof typeof TOKENS, string>;

function themeColors(inside: HTMLElement): Colors {
  const probe = document.createElement('span');
  inside.append(probe);
  const colorOf = (variable: string) => {
    probe.style.color = `var(${variable})`;
    return getComputedStyle(probe).color;
  };
  const colors = Object.fromEntries(
    Object.entries(TOKENS).map(([key, variable]) => [key, colorOf(variable)]),
  ) as Colors;
  probe.remove();
  return colors;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

type SpendChartConfig = ChartConfiguration<'bar' | 'line', number[], string>;

function configOf(props: Omit<SpendChartProps, 'height'>, colors: Colors): SpendChartConfig {
  const { labels, spent, accepted, names, money } = props;
  const axis = {
    ticks: { color: colors.text },
    grid: { color: colors.grid },
    border: { display: false },
  };
  return {
    type: 'bar',
    data: {
      labels,
      datasets: [
        {
          type: 'bar',
          label: names.spent,
          data: spent,
          yAxisID: 'spent',
          backgroundColor: colors.bar,
          borderRadius: 4,
          maxBarThickness: 28,
          order: 2,
        },
        {
          type: 'line',
          label: names.accepted,
          data: accepted,
          yAxisID: 'accepted',
          borderColor: colors.line,
          backgroundColor: colors.line,
          borderWidth: 2,
          pointRadius: 3,
          // Smooth, yet never dipping below a week's real count (no overshoot under zero).
          cubicInterpolationMode: 'monotone',
          order: 1,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      // Short, and none for visitors who ask for less motion.
      animation: reducedMotion() ? false : { duration: 400 },
      color: colors.text,
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { position: 'top', align: 'end', labels: { boxWidth: 12, boxHeight: 12 } },
        tooltip: {
          callbacks: {
            label: (item) =>
              `${item.dataset.label ?? ''}: ${item.dataset.yAxisID === 'spent' ? money(item.parsed.y ?? 0) : (item.parsed.y ?? 0)}`,
          },
        },
      },
      scales: {
        x: { ...axis, grid: { display: false } },
        spent: {
          ...axis,
          position: 'left',
          beginAtZero: true,
          ticks: { ...axis.ticks, maxTicksLimit: 5, callback: (value) => money(Number(value)) },
        },
        accepted: {
          ...axis,
          position: 'right',
          beginAtZero: true,
          grid: { display: false },
          ticks: { ...axis.ticks, maxTicksLimit: 5, precision: 0 },
        },
      },
    },
  };
}

/**
 * The dashboard's weekly chart: money spent as bars (left axis) and content accepted as a
 * line (right axis). Drawn on a canvas that fills its box and follows its size; the panel
 * around it gives the same figures as text. Loaded on its own, with Chart.js, only when the
 * dashboard shows it.
 */
export default function SpendChart({
  labels,
  spent,
  accepted,
  names,
  money,
  height,
}: SpendChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const chartRef = useRef<Chart<'bar' | 'line', number[], string> | null>(null);
  const colorMode = useResolvedColorMode();

  useEffect(() => {
    const canvas = canvasRef.current;
    // No 2D context (a browser without canvas): the text alternative stands alone.
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const colors = themeColors(canvas.parentElement ?? document.body);
    const config = configOf({ labels, spent, accepted, names, money }, colors);
    const chart = chartRef.current;
    if (!chart) {
      chartRef.current = new Chart(context, config);
      return;
    }
    // New figures (live) or colours: the chart moves to them instead of starting over.
    chart.data = config.data;
    chart.options = config.options ?? {};
    chart.update();
  }, [labels, spent, accepted, names, money, colorMode]);

  useEffect(
    () => () => {
      chartRef.current?.destroy();
      chartRef.current = null;
    },
    [],
  );

  return (
    <Box position="relative" h={height} w="full">
      <canvas ref={canvasRef} aria-hidden="true" />
    </Box>
  );
}
