// The union receipts and commission screens are registered by route name (app/screens.ts).
export { ultimosSeisMeses } from './components.tsx';
