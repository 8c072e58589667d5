// Every endpoint of the API, one file per group (ARCHITECTURE §5); these files export endpoint groups
// only (packages/contract/src/endpoint.test.ts walks them), their schemas live beside the area's others.
export * from './alertas.ts';
export * from './alunos.ts';
export * from './aulas-praticas.ts';
export * from './autoescolas.ts';
export * from './cameras.ts';
export * from './detran.ts';
export * from './ead.ts';
export * from './estado-perfis.ts';
export * from './evidencias.ts';
export * from './exports.ts';
export * from './fotos.ts';
export * from './getran.ts';
export * from './instrutores.ts';
export * from './login.ts';
export * from './logs.ts';
export * from './monitoramento.ts';
export * from './notificacoes.ts';
export * from './perimetros.ts';
export * from './planos.ts';
export * from './processos.ts';
export * from './relatorios.ts';
export * from './salas.ts';
export * from './telegram.ts';
export * from './turmas.ts';
export * from './usuarios.ts';
export * from './veiculos.ts';
