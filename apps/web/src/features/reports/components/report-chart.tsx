import { useEffect, useRef } from 'react';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';

// Only what the report draws, so the rest of Chart.js stays out of the route's bundle.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  DoughnutController,
  ArcElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

/** CSS pixels across an A4 page between 12 mm margins, less a card's border and padding. */
const PRINT_WIDTH = 660;

/**
 * Draws the chart once more for paper, as a picture at twice the resolution, and puts it in
 * `image` (printed in place of the canvas). The page is laid out for paper only after the
 * print events, so a canvas measuring its box then keeps the screen's width; and a canvas
 * printed to PDF is replayed as drawing commands, in which Chromium reverses the words of a
 * left-to-right label in an Arabic page.
 */
function paperCopy(chart: Chart, height: number, image: HTMLImageElement | null) {
  if (!image) return;
  const ratio = chart.options.devicePixelRatio;
  chart.options.devicePixelRatio = 2;
  chart.resize(PRINT_WIDTH, height);
  image.src = chart.toBase64Image();
  chart.options.devicePixelRatio = ratio;
  chart.resize();
}

type ReportChartProps = {
  config: ChartConfiguration;
  /** The chart's height in pixels; its width is its container's. */
  height: number;
  /** A bar, slice or point was clicked: its series and its position in the series. */
  onPick?: (dataset: number, index: number) => void;
};

/**
 * One Chart.js chart (and its picture for printing). The canvas is hidden from assistive technology: each chart's table says
 * the same numbers, with links in place of clicks.
 */
export function ReportChart({ config, height, onPick }: ReportChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const pickRef = useRef(onPick);
  useEffect(() => {
    pickRef.current = onPick;
  }, [onPick]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // The page's font of its language: Chart.js draws text with its own default otherwise.
    Chart.defaults.font.family = getComputedStyle(canvas).fontFamily;
    const chart = new Chart(canvas, {
      ...config,
      options: {
        ...config.options,
        onClick: (_event, elements) => {
          const element = elements[0];
          if (element) pickRef.current?.(element.datasetIndex, element.index);
        },
        onHover: (_event, elements) => {
          canvas.style.cursor = elements.length && pickRef.current ? 'pointer' : '';
        },
      },
    } as ChartConfiguration);
    paperCopy(chart, height, imageRef.current);
    return () => chart.destroy();
  }, [config, height]);

  return (
    <div className="report-chart" style={{ blockSize: height }} aria-hidden="true">
      <canvas ref={canvasRef} />
      <img ref={imageRef} className="report-chart-paper" alt="" />
    </div>
  );
}
