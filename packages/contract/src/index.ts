export * from './autoescolas.ts';
export * from './cadastros.ts';
export * from './fields.ts';
export * from './http.ts';
export * from './login.ts';
export * from './messages.ts';
export * from './roles.ts';
export * from './usuarios.ts';
