// Every endpoint of the API, one file per group (ARCHITECTURE §5).
export * from './alunos.ts';
export * from './aulas-praticas.ts';
export * from './exports.ts';
export * from './instrutores.ts';
export * from './planos.ts';
export * from './processos.ts';
export * from './salas.ts';
