// The contract's message catalogue, a chunk of its own that contract-messages.ts loads when needed.
export { translate } from '@cfc/contract';
