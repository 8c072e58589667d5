/** The languages the API answers in; Brazilian Portuguese is the default and the source of truth. */
export const MESSAGE_LANGUAGES = ['pt-BR', 'en', 'es'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];
export const DEFAULT_MESSAGE_LANGUAGE: MessageLanguage = 'pt-BR';

/** The `{{name}}` placeholders of a text, as a union of their names. */
export type ParamNames<S> = S extends `${string}{{${infer P}}}${infer Rest}` ? P | ParamNames<Rest> : never;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;

/** A translated text must keep every placeholder of the Portuguese one. */
type KeepsParams<P> = [P] extends [never]
  ? string
  : UnionToIntersection<P extends string ? `${string}{{${P}}}${string}` : never>;

/** The English or Spanish texts of one area: the same names as the Portuguese ones, the same placeholders. */
export type TranslationOf<T> = { readonly [K in keyof T]: KeepsParams<ParamNames<T[K]>> };

/** One area of the catalogue: its Portuguese texts and their translations. */
export interface Area<T extends Record<string, string>> {
  readonly 'pt-BR': T;
  readonly en: TranslationOf<T>;
  readonly es: TranslationOf<T>;
}

/** Declares an area; the type parameters make a missing or changed translation fail typecheck. */
export function area<const T extends Record<string, string>>(
  ptBR: T,
  translations: { en: TranslationOf<T>; es: TranslationOf<T> },
): Area<T> {
  return { 'pt-BR': ptBR, ...translations };
}
