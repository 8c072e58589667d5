import 'leaflet/dist/leaflet.css';
import { Box, Text } from '@mantine/core';
import L, { type LatLngTuple, type LeafletMouseEvent } from 'leaflet';
import { useEffect, useState } from 'react';
import { CircleMarker, MapContainer, Marker, Polygon, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { DEFAULT_CENTER, DEFAULT_ZOOM, type LatLng, TILE_URL } from '../coords.ts';

export type MapMode = 'draw' | 'verify';

export interface PerimetroMapProps {
  /** The polygon being drawn, in Leaflet's [latitude, longitude] order. */
  readonly pontos: readonly LatLng[];
  readonly onChange: (pontos: LatLng[]) => void;
  readonly mode: MapMode;
  readonly onVerify: (ponto: LatLng) => void;
  /** The last point checked and whether it lies inside a perimeter. */
  readonly checked: { readonly ponto: LatLng; readonly dentro: boolean } | null;
  /** The school's other perimeters, drawn faintly behind. */
  readonly others: readonly { readonly id: number; readonly pontos: readonly LatLng[] }[];
  /** Changes when another perimeter is opened, so the view goes to it. */
  readonly focusKey: string;
  readonly labels: {
    readonly map: string;
    readonly tilesDown: string;
    readonly vertex: (n: number) => string;
  };
}

const VERTEX_ICON = L.divIcon({
  className: 'perimetro-vertex',
  html: '<span style="display:block;width:14px;height:14px;border-radius:50%;background:#fff;border:3px solid #1b7a43;box-sizing:border-box"></span>',
  iconSize: [14, 14],
  iconAnchor: [7, 7],
});

const tuple = (ponto: LatLng): LatLngTuple => [ponto[0], ponto[1]];

function Clicks({ onClick }: { readonly onClick: (ponto: LatLng) => void }) {
  useMapEvents({ click: (event: LeafletMouseEvent) => onClick([event.latlng.lat, event.latlng.lng]) });
  return null;
}

/** Brings the polygon into view when another one is opened. */
function FitTo({ pontos, focusKey }: { readonly pontos: readonly LatLng[]; readonly focusKey: string }) {
  const map = useMap();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new perimeter moves the view, not each edit.
  useEffect(() => {
    if (pontos.length >= 2) map.fitBounds(L.latLngBounds(pontos.map(tuple)), { padding: [24, 24] });
  }, [focusKey, map]);
  return null;
}

/**
 * The perimeter editor's map (loaded only on its screen). Click to add a point, drag a point to move
 * it, click a point to remove it. The grey background keeps the map usable when no tile arrives.
 */
export default function PerimetroMap(props: PerimetroMapProps) {
  const { pontos, onChange, mode, onVerify, checked, others, focusKey, labels } = props;
  const [tilesDown, setTilesDown] = useState(false);
  const add = (ponto: LatLng) => (mode === 'draw' ? onChange([...pontos, ponto]) : onVerify(ponto));
  const move = (index: number, ponto: LatLng) => onChange(pontos.map((p, i) => (i === index ? ponto : p)));
  const remove = (index: number) => onChange(pontos.filter((_, i) => i !== index));

  return (
    <Box pos="relative">
      <MapContainer
        center={tuple(DEFAULT_CENTER)}
        zoom={DEFAULT_ZOOM}
        style={{ height: 440, width: '100%', borderRadius: 8, background: '#e9ecef', cursor: 'crosshair' }}
        aria-label={labels.map}
      >
        {TILE_URL && (
          <TileLayer
            url={TILE_URL}
            attribution="&copy; OpenStreetMap"
            eventHandlers={{ tileerror: () => setTilesDown(true) }}
          />
        )}
        <Clicks onClick={add} />
        <FitTo pontos={pontos} focusKey={focusKey} />
        {others.map((other) => (
          <Polygon
            key={other.id}
            positions={other.pontos.map(tuple)}
            pathOptions={{ color: '#868e96', weight: 1, fillOpacity: 0.08 }}
            interactive={false}
          />
        ))}
        {pontos.length >= 2 && (
          <Polygon
            positions={pontos.map(tuple)}
            pathOptions={{ color: '#1b7a43', weight: 3, fillOpacity: 0.2 }}
          />
        )}
        {pontos.map((ponto, index) => (
          <Marker
            // biome-ignore lint/suspicious/noArrayIndexKey: a vertex is its place in the ring.
            key={index}
            position={tuple(ponto)}
            icon={VERTEX_ICON}
            draggable={mode === 'draw'}
            title={labels.vertex(index + 1)}
            eventHandlers={{
              dragend: (event) => {
                const { lat, lng } = (event.target as L.Marker).getLatLng();
                move(index, [lat, lng]);
              },
              click: () => mode === 'draw' && remove(index),
            }}
          />
        ))}
        {checked && (
          <CircleMarker
            center={tuple(checked.ponto)}
            radius={8}
            pathOptions={{ color: checked.dentro ? '#1b7a43' : '#c92a2a', fillOpacity: 0.8 }}
          />
        )}
      </MapContainer>
      {tilesDown && (
        <Text
          size="xs"
          pos="absolute"
          bottom={8}
          left={8}
          px="xs"
          py={2}
          bg="white"
          style={{ zIndex: 1000, borderRadius: 4 }}
          role="status"
        >
          {labels.tilesDown}
        </Text>
      )}
    </Box>
  );
}
