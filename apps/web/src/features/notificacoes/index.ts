// What other features may use of the notifications: listening to the user's realtime channel.
export { onRealtimeEvent } from './realtime.ts';
