// Every endpoint of the API, one file per group (ARCHITECTURE §5).
export * from './getran.ts';
export * from './login.ts';
export * from './notificacoes.ts';
export * from './relatorios.ts';
export * from './salas.ts';
