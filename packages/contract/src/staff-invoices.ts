import { z } from 'zod';

/**
 * What the console's invoice endpoints answer beyond the refund (`staff.ts`). The PDF is a
 * download: bytes with the registry's `download` content type, never JSON, so its response
 * schema says nothing.
 */
export const StaffInvoicePdfResponseSchema = z.unknown();
