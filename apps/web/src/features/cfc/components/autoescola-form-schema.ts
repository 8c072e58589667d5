import { type AutoescolaDetalhe, localized, novaAutoescolaBody } from '@cfc/contract';
import { OPERATOR_SLUG, schoolSlug } from '@cfc/domain';
import type { z } from 'zod';
import { typeCep, typeCnpj, typePhone } from '../../../ui/masks.ts';

/** A school's form: the contract's body of a new school, whose administrator an edit leaves out. */
export const autoescolaForm = novaAutoescolaBody.partial({ administrador: true });

/**
 * A new school's form: its tenant key comes from the trade name, which must give one other than the
 * operator's (the server refuses it as well, once the body is valid).
 */
export const novaAutoescolaForm = autoescolaForm.refine(
  (body) => {
    const slug = schoolSlug(body.nome_fantasia);
    return slug !== '' && slug !== OPERATOR_SLUG;
  },
  { path: ['nome_fantasia'], ...localized('autoescolas.outroNomeFantasia') },
);

export type AutoescolaFormValues = z.input<typeof autoescolaForm>;
export type AutoescolaFormOutput = z.output<typeof autoescolaForm>;

/** A new school: nothing typed yet, active, with its first administrator. */
export const NEW_AUTOESCOLA: Partial<AutoescolaFormValues> = {
  nome_fantasia: '',
  razao_social: '',
  cnpj: '',
  ativo: true,
  telefone: '',
  email: '',
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  gratuidade_teorica: false,
  gratuidade_pratica: false,
  administrador: { nome: '', email: '' },
};

/** A stored school as the form edits it, its numbers masked as the inputs show them. */
export function valuesOf(autoescola: AutoescolaDetalhe): Partial<AutoescolaFormValues> {
  return {
    nome_fantasia: autoescola.nome_fantasia,
    razao_social: autoescola.razao_social ?? '',
    cnpj: typeCnpj(autoescola.cnpj ?? ''),
    uf: autoescola.uf,
    ativo: autoescola.ativo,
    telefone: typePhone(autoescola.telefone ?? ''),
    email: autoescola.email ?? '',
    cep: typeCep(autoescola.cep ?? ''),
    logradouro: autoescola.logradouro ?? '',
    numero: autoescola.numero ?? '',
    complemento: autoescola.complemento ?? '',
    bairro: autoescola.bairro ?? '',
    cidade: autoescola.cidade ?? '',
    gratuidade_teorica: autoescola.gratuidade_teorica,
    gratuidade_pratica: autoescola.gratuidade_pratica,
  };
}
