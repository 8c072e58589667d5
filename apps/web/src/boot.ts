import { config } from 'zod/v4/core';

// Zod probes `new Function` when it builds its first object schema, and the Content-Security-Policy
// (no 'unsafe-eval') reports each probe as a violation. Modules build schemas as they load, so every
// module that does is loaded only once zod is told not to probe: main.tsx and what it imports, and
// the chunks loaded later. Only zod's core configuration is imported here: a visit to the login page
// builds no schema before the user acts, and loads the rest of zod then (issue 16's first load).
config({ jitless: true });
// A visit with a stored session checks it with the contract's schema before the app starts
// (session/session.ts): its fetch starts now, beside the app's.
if (window.localStorage.getItem('token') !== null) void import('./session/stored-session.ts');
// The HTML preloads the staff's login page ('/'); the students' and instructors' (routing/routes.ts:
// loginAluno, loginInstrutor) start loading now too when asked for, not once the router runs.
if (/^\/(aluno|instrutor)(\/[^/]*)?\/?$/.test(window.location.pathname)) {
  void import('./features/login/CpfLoginPages.tsx');
}
await import('./main.tsx');
