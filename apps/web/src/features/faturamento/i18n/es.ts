import { faturamentoEn } from './en.ts';
import type { FaturamentoMessages } from './pt-BR.ts';

/** Spanish follows the English texts until translated (English is the fallback language). */
export const faturamentoEs: FaturamentoMessages = faturamentoEn;
