// Every endpoint of the API, one file per group (ARCHITECTURE §5).
export * from './aulas-praticas.ts';
export * from './salas.ts';
