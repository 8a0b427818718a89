import { useEffect, useId, useRef } from 'react';
import L from 'leaflet';
// Leaflet's own sheet, bundled with this chunk: served by the shop, never from a CDN.
import 'leaflet/dist/leaflet.css';
import { feature } from 'topojson-client';
import { mediaQueries } from '@storefront/design-system';
import { useConfig } from '../../platform';
import { useStoreLocatorWords } from '../hooks';
import type { GeoPoint, StoreNearby } from '../types';
import * as styles from './StoreMap.css';

/** Natural Earth's country outlines (1:50m), shipped with the shop as a file of its own: the basemap offline. */
import outlinesUrl from 'world-atlas/countries-50m.json?url';

type Topology = Parameters<typeof feature>[0];

export interface StoreMapProps {
  stores: StoreNearby[];
  origin?: GeoPoint;
  selectedId: string | null;
  /** A marker was activated (click, Enter or Space): the list opens that store. */
  onSelect: (store: StoreNearby) => void;
}

const MARKER_SIZE = 30;
/** Close enough to see the streets around one store, never closer. */
const MAX_ZOOM = 15;

const reducedMotion = () => window.matchMedia(mediaQueries.reducedMotion).matches;

/** Round distances for the rings drawn around the searched place where no street map is configured. */
const RING_STEPS_KM = [1, 2, 5, 10, 20, 50, 100, 200, 500];
const KM_PER_DEGREE_OF_LATITUDE = 111.32;

/** Up to three round distances within which the listed stores lie: the rings' radii, in km. */
export function ringRadiiKm(origin: GeoPoint, stores: readonly StoreNearby[]): number[] {
  const from = L.latLng(origin.lat, origin.lng);
  const farthestKm = Math.max(0, ...stores.map((store) => from.distanceTo(store.location) / 1000));
  return RING_STEPS_KM.filter((radius) => radius <= farthestKm).slice(-3);
}

/** Plain text for Leaflet's attribution, which it writes as HTML. */
const asText = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The stores on a real map (Leaflet): tiles from configuration (STORE_MAP_TILES_URL), else the country outlines the
 * shop ships. Markers carry the list's numbers, are reachable by keyboard and open the store in the list; a store
 * chosen in the list is highlighted and centred here. No animated pans for shoppers who asked for less motion.
 */
export function StoreMap({ stores, origin, selectedId, onSelect }: StoreMapProps) {
  const { t } = useStoreLocatorWords();
  const { storeMap } = useConfig();
  const hintId = useId();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markers = useRef(new Map<string, L.Marker>());
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);

  const { tilesUrl, attribution } = storeMap;
  const zoomIn = t('storeLocator.map.zoomIn');
  const zoomOut = t('storeLocator.map.zoomOut');
  const outlines = t('storeLocator.map.outlines');

  useEffect(() => {
    if (!container.current) return;
    const still = reducedMotion();
    const map = L.map(container.current, {
      zoomControl: false,
      zoomAnimation: !still,
      fadeAnimation: !still,
      markerZoomAnimation: !still,
      inertia: !still,
      // The page scrolls past the map; zooming is for the buttons, keys and pinching.
      scrollWheelZoom: false,
      maxZoom: MAX_ZOOM,
      // Drawn shapes stay sharp at any zoom, so the stores and rings can fill the box; tiles want whole levels.
      zoomSnap: tilesUrl ? 1 : 0.25,
    });
    L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map);
    L.control.scale({ imperial: false }).addTo(map);
    let alive = true;
    if (tilesUrl) {
      L.tileLayer(tilesUrl, { attribution: attribution ? asText(attribution) : '', maxZoom: MAX_ZOOM }).addTo(
        map,
      );
    } else {
      map.attributionControl.addAttribution(asText(outlines));
      void fetch(outlinesUrl)
        .then((response) => response.json() as Promise<Topology>)
        .then((topology) => {
          if (!alive) return;
          L.geoJSON(feature(topology, 'countries'), {
            interactive: false,
            style: { className: styles.mapLand },
          })
            .addTo(map)
            .bringToBack();
          // Tests and visual baselines wait for this: the outlines arrive after the markers.
          container.current?.setAttribute('data-basemap', 'drawn');
        })
        // Without outlines the markers still stand in their places; nothing for the shopper to do.
        .catch(() => undefined);
    }
    mapRef.current = map;
    return () => {
      alive = false;
      map.remove();
      mapRef.current = null;
    };
  }, [tilesUrl, attribution, zoomIn, zoomOut, outlines]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || stores.length === 0) return;
    // The view first: Leaflet adds layers to a map without one only later, and the markers are labelled below.
    // Without streets under them the markers float on an empty land: rings say how far each store is, all in view.
    const rings = origin && !tilesUrl ? ringRadiiKm(origin, stores) : [];
    const points = [
      ...stores.map((store) => store.location),
      ...(origin ? [origin, ...ringEdges(origin, rings.at(-1) ?? 0)] : []),
    ];
    map.fitBounds(L.latLngBounds(points.map((point) => [point.lat, point.lng])), {
      padding: [MARKER_SIZE, MARKER_SIZE],
      maxZoom: 13,
      animate: false,
    });
    const layer = L.layerGroup().addTo(map);
    const byId = markers.current;
    byId.clear();
    stores.forEach((store, index) => {
      const marker = L.marker([store.location.lat, store.location.lng], {
        icon: L.divIcon({
          className: styles.marker,
          html: String(index + 1),
          iconSize: [MARKER_SIZE, MARKER_SIZE],
        }),
        keyboard: true,
        riseOnHover: true,
      }).addTo(layer);
      marker.on('click', () => select.current(store));
      const element = marker.getElement();
      if (element) {
        element.setAttribute(
          'aria-label',
          t('storeLocator.map.marker', { position: index + 1, name: store.name }),
        );
        element.setAttribute('aria-describedby', hintId);
        // A button answers Enter and Space; Leaflet's own Enter (on keypress) is held back, so a store opens once.
        element.addEventListener('keydown', (event) => {
          if (event.key !== ' ' && event.key !== 'Enter') return;
          event.preventDefault();
          select.current(store);
        });
      }
      byId.set(store.id, marker);
    });
    if (origin) {
      L.circleMarker([origin.lat, origin.lng], {
        radius: 7,
        interactive: false,
        className: styles.mapOrigin,
      }).addTo(layer);
      drawDistanceRings(layer, origin, rings, (radius) => t('storeLocator.map.ring', { radius }));
    }
    return () => {
      layer.remove();
      byId.clear();
    };
  }, [stores, origin, t, hintId, tilesUrl]);

  useEffect(() => {
    const map = mapRef.current;
    for (const [id, marker] of markers.current) {
      const element = marker.getElement();
      element?.classList.toggle(styles.markerSelected, id === selectedId);
      // Said to assistive technology too: the marker of the store open in the list.
      if (id === selectedId) element?.setAttribute('aria-current', 'true');
      else element?.removeAttribute('aria-current');
      marker.setZIndexOffset(id === selectedId ? 1000 : 0);
    }
    const chosen = selectedId ? markers.current.get(selectedId) : undefined;
    if (map && chosen) map.panTo(chosen.getLatLng(), { animate: !reducedMotion() });
  }, [selectedId, stores]);

  return (
    <>
      <p id={hintId} className={styles.mapHint}>
        {t('storeLocator.map.hint')}
      </p>
      <div
        ref={container}
        className={styles.map}
        role="region"
        aria-label={t('storeLocator.map')}
        data-testid="store-map"
      />
    </>
  );
}

/** The northern, southern, eastern and western points of a ring around the place. */
function ringEdges(origin: GeoPoint, radiusKm: number): GeoPoint[] {
  const lat = radiusKm / KM_PER_DEGREE_OF_LATITUDE;
  const lng = lat / Math.cos((origin.lat * Math.PI) / 180);
  return [
    { lat: origin.lat + lat, lng: origin.lng },
    { lat: origin.lat - lat, lng: origin.lng },
    { lat: origin.lat, lng: origin.lng + lng },
    { lat: origin.lat, lng: origin.lng - lng },
  ];
}

/** Circles around the searched place at the given radii, each labelled at its top; decorative, as the list says it. */
function drawDistanceRings(
  layer: L.LayerGroup,
  origin: GeoPoint,
  radiiKm: readonly number[],
  label: (radiusKm: number) => string,
) {
  for (const radius of radiiKm) {
    L.circle([origin.lat, origin.lng], {
      radius: radius * 1000,
      interactive: false,
      className: styles.mapRing,
    }).addTo(layer);
    const top = L.marker([origin.lat + radius / KM_PER_DEGREE_OF_LATITUDE, origin.lng], {
      icon: L.divIcon({
        className: styles.mapRingLabel,
        html: `<span>${asText(label(radius))}</span>`,
        iconSize: [0, 0],
      }),
      interactive: false,
      keyboard: false,
    }).addTo(layer);
    top.getElement()?.setAttribute('aria-hidden', 'true');
  }
}
