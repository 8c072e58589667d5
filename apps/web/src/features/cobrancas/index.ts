// The extra charges' screens are registered by route name (app/screens.ts); nothing else is shared.
export { SituacaoBadge } from './components/SituacaoBadge.tsx';
