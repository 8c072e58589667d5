/** An error a user can act on: its status and Portuguese message reach the client as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly mensagem: string,
    readonly extra: { errors?: Record<string, string[]>; codigo?: string | number; dados?: unknown } = {},
  ) {
    super(mensagem);
  }
}

export const badRequest = (mensagem: string) => new AppError(400, mensagem);
export const unauthorized = (mensagem = 'Sessão expirada. Faça login novamente.') =>
  new AppError(401, mensagem);
export const forbidden = (mensagem = 'Você não tem permissão para esta ação.') => new AppError(403, mensagem);
export const notFound = (mensagem = 'Registro não encontrado.') => new AppError(404, mensagem);
export const conflict = (mensagem: string) => new AppError(409, mensagem);

/** A 422 with the field map `{ campo: [mensagens] }`. */
export function invalid(errors: Record<string, string[]>, mensagem = 'Os dados enviados são inválidos.') {
  return new AppError(422, mensagem, { errors });
}
