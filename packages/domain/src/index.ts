export * from './cnh.ts';
export * from './dates.ts';
export * from './documents.ts';
export * from './formatting.ts';
export * from './geo.ts';
export * from './regulation/index.ts';
export * from './schools.ts';
export * from './trajeto.ts';
