import type { ProcessoBody } from '@cfc/contract';
import type { DefaultValues, FieldPath } from 'react-hook-form';
import { NEW_PROCESSO } from './components/ProcessoForm.tsx';

// Kept only for agendamento's AbrirProcessoModal, which still opens a process with ProcessoForm's
// former props; once it passes `alunoId` and `onSaved` to ProcessoForm, this file goes.

/** @deprecated ProcessoForm holds its own values. */
export type ProcessoFormValues = DefaultValues<ProcessoBody>;
/** @deprecated ProcessoForm starts from its own. */
export const EMPTY_PROCESSO: ProcessoFormValues = NEW_PROCESSO;
/** @deprecated ProcessoForm puts the server's messages under its fields itself. */
export const PROCESSO_FIELDS = Object.keys(NEW_PROCESSO) as FieldPath<ProcessoBody>[];
/** @deprecated ProcessoForm hands over the contract's body, as `processoBody` made it. */
export const processoBodyFrom = (values: ProcessoFormValues): ProcessoBody => values as ProcessoBody;
