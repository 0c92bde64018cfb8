import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  values: number[];
}

const DARK = '(prefers-color-scheme: dark)';

/** The colours of the scheme in force, read from the stylesheet so light and dark both fit. */
function palette() {
  const css = getComputedStyle(document.documentElement);
  const v = (name: string) => css.getPropertyValue(name).trim();
  return {
    text: v('--muted'),
    grid: v('--line'),
    series: [v('--chart-1'), v('--chart-2'), v('--chart-3')],
  };
}

/** Re-renders when the operator's system switches between light and dark. */
function useScheme(): boolean {
  const [dark, setDark] = useState(() => window.matchMedia(DARK).matches);
  useEffect(() => {
    const media = window.matchMedia(DARK);
    const onChange = () => setDark(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return dark;
}

/**
 * A line per series over the period's days (uPlot, ADR 0024): drawn on a canvas sized to its
 * box and redrawn on resize and on a change of colour scheme. The canvas is decorative for
 * screen readers: the table beside it holds the same figures.
 */
export function ReportChart(props: {
  title: string;
  dayLabel: string;
  days: string[];
  series: ChartSeries[];
}) {
  const box = useRef<HTMLDivElement>(null);
  const dark = useScheme();
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const colours = palette();
    const axis = {
      stroke: colours.text,
      grid: { stroke: colours.grid },
      ticks: { stroke: colours.grid },
    };
    const x = props.days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
    const plot = new uPlot(
      {
        width: el.clientWidth,
        height: 260,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        series: [
          { label: props.dayLabel },
          ...props.series.map((s, i) => ({
            label: s.label,
            stroke: colours.series[i % colours.series.length],
            width: 2,
          })),
        ],
        axes: [axis, { ...axis, size: 70 }],
        // One day alone would stretch over years: give it half a day on each side.
        scales: {
          x: {
            time: true,
            range: (_u, min, max) => (min === max ? [min - 43_200, max + 43_200] : [min, max]),
          },
        },
      },
      [x, ...props.series.map((s) => s.values)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: 260 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [props.days, props.series, props.dayLabel, dark]);
  return (
    <figure className="report-chart">
      <figcaption>{props.title}</figcaption>
      <div ref={box} aria-hidden="true" />
    </figure>
  );
}
