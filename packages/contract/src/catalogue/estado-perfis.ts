import { area } from './translation.ts';

/** Each state's (UF) lesson rules. */
export const estadoPerfis = area(
  {
    gravadas: 'Regras da UF gravadas.',
  },
  {
    en: {
      gravadas: 'State rules saved.',
    },
    es: {
      gravadas: 'Reglas de la UF guardadas.',
    },
  },
);
