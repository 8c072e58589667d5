import { describe, expect, it } from 'vitest';
import { explained, FUNDAMENTOS, PLATFORM_RULES, VIOLATIONS, violation } from './violations.ts';

describe('every rule names its norm and article', () => {
  it('has a norm and an article for each rejection of SPEC §8 and each rule of the platform', () => {
    for (const code of [...Object.keys(VIOLATIONS), ...Object.keys(PLATFORM_RULES)]) {
      const fundamento = FUNDAMENTOS[code as keyof typeof FUNDAMENTOS];
      expect(fundamento.norma.length, code).toBeGreaterThan(0);
      expect(fundamento.artigo.length, code).toBeGreaterThan(0);
    }
  });

  it("keeps the authority's exact text as the message and adds the norm to what staff read", () => {
    const found = violation('CATEGORIA_INCOMPATIVEL');
    expect(found.mensagem).toBe(VIOLATIONS.CATEGORIA_INCOMPATIVEL);
    expect(explained(found)).toBe(
      'Categoria do instrutor incompatível com a categoria do candidato — Lei nº 12.302/2010, art. 3º, parágrafo único',
    );
    expect(explained(violation('TEMPO_TOTAL_INSUFICIENTE'))).toBe(
      'Tempo total da aula inferior a 45 minutos — Norma do DETRAN do estado, perfil estadual: tempo mínimo da aula',
    );
  });
});
