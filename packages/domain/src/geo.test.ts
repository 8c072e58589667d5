import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLngLat, isSimplePolygon, type LngLat, openRing, pointInPolygon } from './geo.ts';

/** A square of about 2 km around the centre of São Luís - MA. */
const SAO_LUIS: LngLat[] = [
  [-44.31, -2.54],
  [-44.29, -2.54],
  [-44.29, -2.52],
  [-44.31, -2.52],
];

/** An L: concave, so a ray can cross its border more than twice. */
const L_SHAPE: LngLat[] = [
  [0, 0],
  [4, 0],
  [4, 1],
  [1, 1],
  [1, 4],
  [0, 4],
];

describe('point in polygon', () => {
  it('finds points inside and outside a square', () => {
    expect(pointInPolygon([-44.3, -2.53], SAO_LUIS)).toBe(true);
    expect(pointInPolygon([-44.28, -2.53], SAO_LUIS)).toBe(false);
    expect(pointInPolygon([-44.3, -2.55], SAO_LUIS)).toBe(false);
    expect(pointInPolygon([44.3, 2.53], SAO_LUIS)).toBe(false);
  });

  it('handles concave polygons and a repeated closing vertex', () => {
    expect(pointInPolygon([0.5, 3], L_SHAPE)).toBe(true);
    expect(pointInPolygon([3, 0.5], L_SHAPE)).toBe(true);
    expect(pointInPolygon([3, 3], L_SHAPE)).toBe(false);
    const closed = [...L_SHAPE, L_SHAPE[0] as LngLat];
    expect(pointInPolygon([3, 0.5], closed)).toBe(true);
    expect(pointInPolygon([3, 3], closed)).toBe(false);
    expect(openRing(closed)).toEqual(L_SHAPE);
  });

  it('has nothing inside a degenerate polygon', () => {
    expect(pointInPolygon([0, 0], [])).toBe(false);
    expect(
      pointInPolygon(
        [1, 1],
        [
          [0, 0],
          [2, 2],
        ],
      ),
    ).toBe(false);
  });

  /** A convex polygon: vertices on a circle at increasing angles, each in its own sector. */
  const convexPolygon = fc
    .record({
      cx: fc.double({ min: -170, max: 170, noNaN: true }),
      cy: fc.double({ min: -80, max: 80, noNaN: true }),
      radius: fc.double({ min: 0.001, max: 5, noNaN: true }),
      jitters: fc.array(fc.double({ min: 0.1, max: 0.9, noNaN: true }), { minLength: 3, maxLength: 12 }),
    })
    .map(({ cx, cy, radius, jitters }) => {
      const step = (2 * Math.PI) / jitters.length;
      return jitters.map((jitter, i): LngLat => {
        const angle = (i + jitter) * step;
        return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
      });
    });

  it('the centroid of a convex polygon is inside it', () => {
    fc.assert(
      fc.property(convexPolygon, (polygon) => {
        const centroid: LngLat = [
          polygon.reduce((sum, [x]) => sum + x, 0) / polygon.length,
          polygon.reduce((sum, [, y]) => sum + y, 0) / polygon.length,
        ];
        expect(pointInPolygon(centroid, polygon)).toBe(true);
        expect(isSimplePolygon(polygon)).toBe(true);
      }),
    );
  });

  it('a point beyond the bounding box is outside, whatever the polygon', () => {
    const anyPolygon = fc.array(
      fc.tuple(fc.double({ min: -50, max: 50, noNaN: true }), fc.double({ min: -50, max: 50, noNaN: true })),
      { minLength: 3, maxLength: 15 },
    );
    fc.assert(
      fc.property(
        anyPolygon,
        fc.double({ min: 51, max: 180, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.boolean(),
        (polygon, far, other, negative) => {
          const away = negative ? -far : far;
          expect(pointInPolygon([away, other], polygon)).toBe(false);
          expect(pointInPolygon([other, away], polygon)).toBe(false);
        },
      ),
    );
  });

  it('does not depend on where the ring starts or which way it turns', () => {
    fc.assert(
      fc.property(
        convexPolygon,
        fc.nat(),
        fc.tuple(
          fc.double({ min: -180, max: 180, noNaN: true }),
          fc.double({ min: -90, max: 90, noNaN: true }),
        ),
        (polygon, shift, point) => {
          const start = shift % polygon.length;
          const rotated = [...polygon.slice(start), ...polygon.slice(0, start)];
          const inside = pointInPolygon(point, polygon);
          expect(pointInPolygon(point, rotated)).toBe(inside);
          expect(pointInPolygon(point, [...polygon].reverse())).toBe(inside);
        },
      ),
    );
  });
});

describe('polygon checks', () => {
  it('accepts simple polygons and refuses figures of eight, lines and repeated vertices', () => {
    expect(isSimplePolygon(SAO_LUIS)).toBe(true);
    expect(isSimplePolygon(L_SHAPE)).toBe(true);
    expect(isSimplePolygon([...SAO_LUIS, SAO_LUIS[0] as LngLat])).toBe(true);
    const bowTie: LngLat[] = [
      [0, 0],
      [2, 2],
      [2, 0],
      [0, 2],
    ];
    expect(isSimplePolygon(bowTie)).toBe(false);
    const line: LngLat[] = [
      [0, 0],
      [1, 1],
      [2, 2],
    ];
    expect(isSimplePolygon(line)).toBe(false);
    const repeated: LngLat[] = [
      [0, 0],
      [1, 0],
      [1, 0],
      [0, 1],
    ];
    expect(isSimplePolygon(repeated)).toBe(false);
    expect(
      isSimplePolygon([
        [0, 0],
        [1, 0],
      ]),
    ).toBe(false);
  });

  it('knows a real longitude and latitude', () => {
    expect(isLngLat([-44.3, -2.53])).toBe(true);
    expect(isLngLat([-181, 0])).toBe(false);
    expect(isLngLat([0, 90.5])).toBe(false);
    expect(isLngLat([Number.NaN, 0])).toBe(false);
  });
});
