// What other features use of the notifications: the user's realtime channel, for their own events.
export { onRealtimeEvent } from './realtime.ts';
