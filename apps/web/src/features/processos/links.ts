import { buildPath } from '../../routing/routes.ts';

/** The address of one process's file. */
export function consultaPath(id: number): string {
  return `${buildPath('processo-consulta')}?processo=${id}`;
}
