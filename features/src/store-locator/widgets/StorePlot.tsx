import type { GeoPoint, StoreNearby } from '../types';
import * as styles from './StoreLocatorWidget.css';

export interface StorePlotProps {
  stores: StoreNearby[];
  origin?: GeoPoint;
  selectedId?: string | null;
}

const SIZE = 100;
const PADDING = 8;

/**
 * Where the listed stores lie relative to each other and to the shopper, drawn by us (no map tiles, nothing
 * third-party). Decorative: the list beside it carries the same information, so the plot is hidden from
 * assistive technology. Numbers match the list's.
 */
export function StorePlot({ stores, origin, selectedId }: StorePlotProps) {
  const points = [...stores.map((store) => store.location), ...(origin ? [origin] : [])];
  if (points.length < 2) return null;
  // Equirectangular projection around the middle latitude: true enough for a city-sized area.
  const meanLat = points.reduce((sum, point) => sum + point.lat, 0) / points.length;
  const xOf = (point: GeoPoint) => point.lng * Math.cos((meanLat * Math.PI) / 180);
  const xs = points.map(xOf);
  const ys = points.map((point) => point.lat);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const span = Math.max(maxX - minX, maxY - minY) || 1;
  const scale = (SIZE - 2 * PADDING) / span;
  const place = (point: GeoPoint) => ({
    x: PADDING + (xOf(point) - minX) * scale + (SIZE - 2 * PADDING - (maxX - minX) * scale) / 2,
    y: SIZE - PADDING - (point.lat - minY) * scale - (SIZE - 2 * PADDING - (maxY - minY) * scale) / 2,
  });

  const here = origin && place(origin);

  return (
    <svg
      className={styles.plot}
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      aria-hidden="true"
      focusable="false"
      data-testid="store-plot"
    >
      <rect x="0" y="0" width={SIZE} height={SIZE} className={styles.plotGround} />
      {here && <circle cx={here.x} cy={here.y} r="2.6" className={styles.plotOrigin} />}
      {stores.map((store, index) => {
        const { x, y } = place(store.location);
        const selected = store.id === selectedId;
        return (
          <g key={store.id} className={selected ? styles.plotStoreSelected : styles.plotStore}>
            <circle cx={x} cy={y} r={selected ? 3.6 : 2.8} />
            <text x={x} y={y} dy="0.35em" textAnchor="middle" className={styles.plotNumber}>
              {index + 1}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
