import { ANEXO_MAX_BYTES, ANEXOS_MAX } from '@cfc/contract';
import { describe, expect, it } from 'vitest';
import { type AvisoFormValues, avisoFormData, EMPTY_AVISO, validateAviso } from './aviso-values.ts';

const valid: AvisoFormValues = { ...EMPTY_AVISO, titulo: 'Nova portaria', descricao: '<p>Leia.</p>' };

function file(name: string, size: number): File {
  return new File([new Uint8Array(size)], name, { type: 'application/pdf' });
}

describe('the notice form', () => {
  it('accepts a notice to every school', () => {
    expect(validateAviso(valid)).toEqual({});
  });

  it('asks for a title of at least 3 characters and a message', () => {
    expect(validateAviso(EMPTY_AVISO)).toEqual({ titulo: 'tituloRequired', descricao: 'descricaoRequired' });
    expect(validateAviso({ ...valid, titulo: ' ab ' }).titulo).toBe('tituloShort');
    expect(validateAviso({ ...valid, titulo: 'x'.repeat(201) }).titulo).toBe('tituloLong');
  });

  it('asks for the chosen schools or roles of its destination', () => {
    expect(validateAviso({ ...valid, destino: 'autoescolas' })).toEqual({
      autoescolas: 'autoescolasRequired',
    });
    expect(validateAviso({ ...valid, destino: 'papeis' })).toEqual({ papeis: 'papeisRequired' });
    // A list left from another destination does not matter.
    expect(validateAviso({ ...valid, destino: 'todas', papeis: [] })).toEqual({});
  });

  it('limits the attachments in number and size', () => {
    const many = Array.from({ length: ANEXOS_MAX + 1 }, (_, index) => file(`a${index}.pdf`, 10));
    expect(validateAviso({ ...valid, anexos: many }).anexos).toBe('anexosTooMany');
    expect(validateAviso({ ...valid, anexos: [file('big.pdf', ANEXO_MAX_BYTES + 1)] }).anexos).toBe(
      'anexosTooLarge',
    );
    expect(validateAviso({ ...valid, anexos: [file('ok.pdf', ANEXO_MAX_BYTES)] })).toEqual({});
  });

  it('sends only the list of the chosen destination, and the files', () => {
    const body = avisoFormData({
      ...valid,
      titulo: '  Nova portaria ',
      destino: 'papeis',
      autoescolas: ['autoescolademo'],
      papeis: ['1', '5'],
      anexos: [file('portaria.pdf', 3)],
    });
    expect(body.get('titulo')).toBe('Nova portaria');
    expect(body.get('destino')).toBe('papeis');
    expect(body.getAll('papeis[]')).toEqual(['1', '5']);
    expect(body.getAll('autoescolas[]')).toEqual([]);
    const sent = body.get('anexos');
    expect(sent instanceof File && sent.name).toBe('portaria.pdf');
  });
});
