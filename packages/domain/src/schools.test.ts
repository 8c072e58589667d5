import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUf, schoolSlug } from './schools.ts';

describe('schoolSlug', () => {
  it('follows the tenant-key rule of the demo schools', () => {
    expect(schoolSlug('Autoescola Demo')).toBe('autoescolademo');
    expect(schoolSlug('CFC Modelo')).toBe('cfcmodelo');
    expect(schoolSlug('Autoescola São José - Centro')).toBe('autoescolasaojosecentro');
    expect(schoolSlug("Auto Escola D'Ávila & Filhos Ltda.")).toBe('autoescoladavilafilhosltda');
  });

  it('always yields only lower-case letters and digits, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const slug = schoolSlug(name);
        expect(slug).toMatch(/^[a-z0-9]*$/);
        expect(schoolSlug(slug)).toBe(slug);
      }),
    );
  });
});

describe('isUf', () => {
  it('knows the 27 units and nothing else', () => {
    expect(isUf('MA')).toBe(true);
    expect(isUf('DF')).toBe(true);
    expect(isUf('XX')).toBe(false);
    expect(isUf('ma')).toBe(false);
  });
});
