// What the app uses of the finance reports: the screens (through the screens registry) and the link
// to the invoice list with its filters.
export { FATURAS_LIST_PATH, faturasLink } from './api.ts';
