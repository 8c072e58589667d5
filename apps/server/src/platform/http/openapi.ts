import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * How a route becomes an operation of the OpenAPI document: its zod schemas as JSON schemas
 * (fastify-type-provider-zod). Its operationId is its contract endpoint's (`salasList`), which
 * `route()` sets.
 */
export const openApiTransform: SwaggerTransform = (input) => jsonSchemaTransform(input);
