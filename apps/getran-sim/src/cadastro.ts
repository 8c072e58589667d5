import type { CnhCategory } from '@cfc/domain';
import type { Cadastros, Instrutor, Processo, Veiculo } from './protocol.ts';

/**
 * What only the authority knows: candidates' processes, instructors and the vehicles linked to
 * each school. `merge` adds or replaces entries, never removes: a process by CPF, RENACH and
 * category; an instructor by CPF; a vehicle by plate and school CNPJ (its links are replaced).
 */
export class Cadastro {
  private readonly processos = new Map<string, Processo>();
  private readonly instrutores = new Map<string, Instrutor>();
  private readonly veiculos = new Map<string, Veiculo>();

  merge(cadastros: Cadastros): void {
    for (const processo of cadastros.processos) {
      this.processos.set(processoKey(processo.cpf, processo.renach, processo.categoria), processo);
    }
    for (const instrutor of cadastros.instrutores) this.instrutores.set(instrutor.cpf, instrutor);
    for (const veiculo of cadastros.veiculos)
      this.veiculos.set(veiculoKey(veiculo.placa, veiculo.cnpj), veiculo);
  }

  processo(cpf: string, renach: string, categoria: CnhCategory): Processo | null {
    return this.processos.get(processoKey(cpf, renach, categoria)) ?? null;
  }

  instrutor(cpf: string): Instrutor | null {
    return this.instrutores.get(cpf) ?? null;
  }

  /** True when the vehicle is linked to the school (by CNPJ) on `data` ('YYYY-MM-DD'), ends included. */
  veiculoVinculado(placa: string, cnpj: string, data: string): boolean {
    const veiculo = this.veiculos.get(veiculoKey(placa, cnpj));
    if (!veiculo) return false;
    return veiculo.vinculos.some(
      (vinculo) => vinculo.inicio <= data && (vinculo.fim === null || data <= vinculo.fim),
    );
  }

  contagem(): { processos: number; instrutores: number; veiculos: number } {
    return {
      processos: this.processos.size,
      instrutores: this.instrutores.size,
      veiculos: this.veiculos.size,
    };
  }

  toJSON(): Cadastros {
    return {
      processos: [...this.processos.values()],
      instrutores: [...this.instrutores.values()],
      veiculos: [...this.veiculos.values()],
    };
  }
}

const processoKey = (cpf: string, renach: string, categoria: CnhCategory) => `${cpf}|${renach}|${categoria}`;
const veiculoKey = (placa: string, cnpj: string) => `${placa}|${cnpj}`;
