/** Audit actions of the login module that its limits count or that clear them. */
export const LOGIN_FAILED = 'login_falhou';
export const LOGIN_SUCCEEDED = 'login';
export const PASSWORD_SET = 'senha_redefinida';
export const RESET_REQUESTED = 'reset_solicitado';
