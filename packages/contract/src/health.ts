import { z } from 'zod';

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  migrations: z.array(z.string()),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
