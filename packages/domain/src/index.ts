export * from './documents.ts';
export * from './schools.ts';
