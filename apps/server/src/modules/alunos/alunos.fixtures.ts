import type { Platform } from '../../server.ts';

/** Test helpers of the students registry: valid CPFs, form bodies and a photo upload. */

/** A valid CPF (check digits computed) from nine digits. */
export function cpfFrom(base: string): string {
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits
      .slice(0, length)
      .reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

let sequence = 0;
/** A CPF no seed uses: a fixed unusual prefix and a counter. */
export function novoCpf(): string {
  sequence += 1;
  return cpfFrom(`8642${String(sequence).padStart(5, '0')}`);
}

/** The full form of 'alunos/novo'. */
export function alunoCompleto(nome: string, overrides: Record<string, unknown> = {}) {
  return {
    nome,
    cpf: novoCpf(),
    data_nascimento: '2001-05-20',
    nome_mae: 'Maria das Dores',
    email: 'ALUNO@Exemplo.com ',
    telefone: '(98) 98888-7777',
    cep: '65000-000',
    logradouro: 'Rua Grande',
    numero: '100',
    complemento: '',
    bairro: 'Centro',
    cidade: 'São Luís',
    uf: 'ma',
    renach: 'ma123456789',
    gratuidade_teorica: true,
    ...overrides,
  };
}

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart/form-data body with one file in the field `arquivo`, as a browser sends it. */
export function multipart(content: Buffer, filename = 'foto.png', contentType = 'image/png') {
  const boundary = '----cfcTesteBoundary7MA4YWxkTrZu0gW';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The audit rows of one student, oldest first. */
export function auditOf(platform: Platform, alunoId: number) {
  return platform.database.db
    .selectFrom('audit_log')
    .select(['acao', 'usuario_id', 'autoescola_id', 'dados'])
    .where('entidade', '=', 'aluno')
    .where('entidade_id', '=', String(alunoId))
    .orderBy('id')
    .execute();
}
