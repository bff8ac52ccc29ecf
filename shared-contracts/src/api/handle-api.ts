// POST /handle-api: the proxy body of product §7. Only its shape: the gateway decides which endpoints,
// methods and headers may pass.
import * as z from 'zod';

export const handleApiBodySchema = z.object({
  endPoint: z.string().min(1, { error: 'endPoint is required' }),
  options: z.object({
    method: z.string().optional(),
    headers: z.record(z.string(), z.string()).optional(),
    body: z.unknown().optional(),
  }),
});
export type HandleApiBody = z.infer<typeof handleApiBodySchema>;
