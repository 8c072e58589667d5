import 'leaflet/dist/leaflet.css';
import { Box, Text } from '@mantine/core';
import L, { type LatLngTuple } from 'leaflet';
import { useEffect, useState } from 'react';
import { CircleMarker, MapContainer, Polygon, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { DEFAULT_CENTER, DEFAULT_ZOOM, TILE_URL } from '../../perimetros/index.ts';

export interface AulaTrajetoMapProps {
  /** The track in Leaflet's [latitude, longitude] order, oldest first. */
  readonly pontos: readonly LatLngTuple[];
  /** The school's perimeters, also [latitude, longitude]. */
  readonly perimetros: readonly {
    readonly id: number;
    readonly nome: string;
    readonly pontos: readonly LatLngTuple[];
  }[];
  readonly labels: {
    readonly map: string;
    readonly tilesDown: string;
    readonly inicio: string;
    readonly fim: string;
  };
  /** Other points to mark (the photos' positions), with their tooltip. */
  readonly marcadores?: readonly {
    readonly id: string;
    readonly ponto: LatLngTuple;
    readonly rotulo: string;
  }[];
  /** The map's height in pixels (300 unless told). */
  readonly height?: number;
}

/** Brings the whole track into view (or the perimeters when there is no track). */
function FitTo({ pontos }: { readonly pontos: readonly LatLngTuple[] }) {
  const map = useMap();
  useEffect(() => {
    if (pontos.length === 1 && pontos[0]) map.setView(pontos[0], 16);
    else if (pontos.length > 1)
      map.fitBounds(L.latLngBounds([...pontos]), { padding: [24, 24], maxZoom: 17 });
  }, [pontos, map]);
  return null;
}

/**
 * The lesson's GPS track over the school's perimeters (loaded only when a lesson's detail shows
 * it). The grey background keeps the drawing readable when no map tile arrives.
 */
export default function AulaTrajetoMap({
  pontos,
  perimetros,
  labels,
  marcadores = [],
  height = 300,
}: AulaTrajetoMapProps) {
  const [tilesDown, setTilesDown] = useState(false);
  const first = pontos[0];
  const last = pontos.at(-1);
  const view = pontos.length > 0 ? pontos : perimetros.flatMap((perimetro) => perimetro.pontos);
  return (
    <Box pos="relative">
      <MapContainer
        center={first ?? [DEFAULT_CENTER[0], DEFAULT_CENTER[1]]}
        zoom={DEFAULT_ZOOM}
        style={{ height, width: '100%', borderRadius: 8, background: '#e9ecef' }}
        aria-label={labels.map}
      >
        {TILE_URL && (
          <TileLayer
            url={TILE_URL}
            attribution="&copy; OpenStreetMap"
            eventHandlers={{ tileerror: () => setTilesDown(true) }}
          />
        )}
        <FitTo pontos={view} />
        {perimetros.map((perimetro) => (
          <Polygon
            key={perimetro.id}
            positions={[...perimetro.pontos]}
            pathOptions={{ color: '#1b7a43', weight: 1, dashArray: '4 4', fillOpacity: 0.06 }}
            interactive={false}
          />
        ))}
        {pontos.length > 1 && (
          <Polyline positions={[...pontos]} pathOptions={{ color: '#1c7ed6', weight: 4, opacity: 0.85 }} />
        )}
        {marcadores.map((marcador) => (
          <CircleMarker
            key={marcador.id}
            center={marcador.ponto}
            radius={6}
            pathOptions={{ color: '#7a4d00', fillColor: '#f59f00', fillOpacity: 1 }}
          >
            <Tooltip>{marcador.rotulo}</Tooltip>
          </CircleMarker>
        ))}
        {first && (
          <CircleMarker
            center={first}
            radius={7}
            pathOptions={{ color: '#1b7a43', fillColor: '#4ae387', fillOpacity: 1 }}
          >
            <Tooltip>{labels.inicio}</Tooltip>
          </CircleMarker>
        )}
        {last && pontos.length > 1 && (
          <CircleMarker
            center={last}
            radius={7}
            pathOptions={{ color: '#a61e1e', fillColor: '#e34a4a', fillOpacity: 1 }}
          >
            <Tooltip>{labels.fim}</Tooltip>
          </CircleMarker>
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
