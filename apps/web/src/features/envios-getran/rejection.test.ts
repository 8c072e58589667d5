import { describe, expect, it } from 'vitest';
import { enviosGetranEn } from './i18n/en.ts';
import { enviosGetranEs } from './i18n/es.ts';
import { enviosGetranPtBR } from './i18n/pt-BR.ts';
import { oQueFazerKey, rejectionText } from './rejection.ts';

describe('a rejection explained', () => {
  it('reads the Portuguese text of a code, never the code itself', () => {
    const violacoes = [
      { codigo: 'TEMPO_TOTAL_INSUFICIENTE', mensagem: 'Tempo total da aula inferior a 45 minutos' },
    ];
    expect(rejectionText('TEMPO_TOTAL_INSUFICIENTE', violacoes)).toBe(
      'Tempo total da aula inferior a 45 minutos',
    );
    expect(rejectionText('LADV_VENCIDA', [])).toBe('Data de término da LADV anterior à data da aula');
    // A text with a figure ({limite}) comes only from the answer itself.
    expect(rejectionText('INSTRUTOR_LIMITE_DIARIO', [])).toBeNull();
    expect(rejectionText('CODIGO_DESCONHECIDO', [])).toBeNull();
  });

  it('says what to do for every code of the catalogue, in the three languages', () => {
    expect(oQueFazerKey('LADV_VENCIDA')).toBe('LADV_VENCIDA');
    expect(oQueFazerKey('GETRAN_INDISPONIVEL')).toBe('GETRAN_INDISPONIVEL');
    expect(oQueFazerKey('CODIGO_DESCONHECIDO')).toBe('generico');
    expect(oQueFazerKey('toString')).toBe('generico');
    for (const catalogue of [enviosGetranPtBR, enviosGetranEn, enviosGetranEs]) {
      for (const text of Object.values(catalogue.resultado.oQueFazer))
        expect(text.length).toBeGreaterThan(20);
    }
  });
});
