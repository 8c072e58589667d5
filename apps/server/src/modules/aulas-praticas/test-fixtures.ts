/**
 * The demo school's test arrangements live in test/demo-school.ts (the API caller in
 * test/platform.ts); the GETRAN tests still import these from here. New tests import those.
 */
export { createProcesso, createVeiculo, type DemoSchool, demoSchool } from '../../test/demo-school.ts';
export { apiCaller } from '../../test/platform.ts';
