/** The phone's position through the browser (navigator.geolocation), as the lesson routes take it. */

export interface Fix {
  readonly latitude: number;
  readonly longitude: number;
  /** Radius of the fix in metres, when the phone tells. */
  readonly precisao_metros: number | null;
}

/** Why there is no position: no GPS in the browser, permission refused, no signal, too slow. */
export type GeoFailure = 'indisponivel' | 'negada' | 'semSinal' | 'tempo';

export class GeoError extends Error {
  override readonly name = 'GeoError';

  constructor(readonly motivo: GeoFailure) {
    super(`geolocation: ${motivo}`);
  }
}

/** GeolocationPositionError codes: 1 permission denied, 2 position unavailable, 3 timeout. */
export function motivoDoErro(code: number): GeoFailure {
  if (code === 1) return 'negada';
  if (code === 3) return 'tempo';
  return 'semSinal';
}

/** How long a fix may take, and how old a cached one may be. */
const OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 10_000 };

/** The MDN bound of a plausible accuracy; anything else is reported as unknown. */
const precisao = (accuracy: number) =>
  Number.isFinite(accuracy) && accuracy >= 0 && accuracy <= 100_000 ? Math.round(accuracy) : null;

/** One fix now; rejects with a GeoError. */
export function lerPosicao(geolocation: Geolocation | undefined = navigator.geolocation): Promise<Fix> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new GeoError('indisponivel'));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          latitude: coords.latitude,
          longitude: coords.longitude,
          precisao_metros: precisao(coords.accuracy),
        }),
      (error) => reject(new GeoError(motivoDoErro(error.code))),
      OPTIONS,
    );
  });
}

export function geoFailureOf(error: unknown): GeoFailure {
  return error instanceof GeoError ? error.motivo : 'semSinal';
}
