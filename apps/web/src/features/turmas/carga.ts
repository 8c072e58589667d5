import type { AulaTeorica } from '@cfc/contract';

export interface CargaPlanejada {
  readonly disciplina: string;
  readonly nome: string;
  /** h/a of the class's sessions of the subject (every status). */
  readonly programadas: number;
  /** The course's minimum of the subject; 0: none. */
  readonly minimo: number;
  readonly faltam: number;
}

/**
 * Each subject of the course with the h/a its sessions plan against the course's minimum; a subject
 * the sessions give beyond the course's list (another regime's) follows, with no minimum.
 */
export function cargaPlanejada(
  disciplinas: readonly { readonly disciplina: string; readonly nome: string; readonly horas_aula: number }[],
  aulas: readonly Pick<AulaTeorica, 'disciplina' | 'disciplina_nome' | 'horas_aula'>[],
): CargaPlanejada[] {
  const programadas = new Map<string, number>();
  const nomes = new Map<string, string>();
  for (const aula of aulas) {
    programadas.set(aula.disciplina, (programadas.get(aula.disciplina) ?? 0) + aula.horas_aula);
    nomes.set(aula.disciplina, aula.disciplina_nome);
  }
  const linhas = disciplinas.map((item) => {
    const feitas = programadas.get(item.disciplina) ?? 0;
    return {
      disciplina: item.disciplina,
      nome: item.nome,
      programadas: feitas,
      minimo: item.horas_aula,
      faltam: Math.max(0, item.horas_aula - feitas),
    };
  });
  for (const [disciplina, feitas] of programadas) {
    if (!disciplinas.some((item) => item.disciplina === disciplina)) {
      linhas.push({
        disciplina,
        nome: nomes.get(disciplina) ?? disciplina,
        programadas: feitas,
        minimo: 0,
        faltam: 0,
      });
    }
  }
  return linhas;
}
