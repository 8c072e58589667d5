export * from './agendamento.ts';
export * from './carga-horaria.ts';
export * from './corrections.ts';
export * from './lesson-rules.ts';
export * from './regimes.ts';
export * from './state-profile.ts';
export * from './validade.ts';
export * from './violations.ts';
