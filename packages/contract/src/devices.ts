import { MAX_DEVICE_NAME_LENGTH } from '@burrow/domain/device-activation';
import { z } from 'zod';

/**
 * Device setup (docs/product.md#customer-pages `/activation-setup?activation_code={setup_link_token}`, decision
 * 0053): the devices connected to one subscription, the activation codes the apps are
 * connected with, and the call an app makes with such a code.
 */
export const DEVICE_PLATFORMS = [
  'windows',
  'mac',
  'ios',
  'android',
  'linux',
  'router',
  'other',
] as const;
export const DevicePlatformSchema = z.enum(DEVICE_PLATFORMS);
export type DevicePlatform = z.infer<typeof DevicePlatformSchema>;

// Control characters would garble the list (and a terminal reading logs); anything else a
// person calls their device is fine.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

export const DeviceNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter a name for this device.')
  .max(MAX_DEVICE_NAME_LENGTH, `Use ${MAX_DEVICE_NAME_LENGTH} characters at most.`)
  .refine((name) => !CONTROL_CHARACTERS.test(name), 'Use letters, digits and punctuation only.');

export const DeviceSchema = z.object({
  id: z.string(),
  krn: z.string(),
  name: z.string(),
  platform: DevicePlatformSchema,
  activated_at: z.string(),
});
export type Device = z.infer<typeof DeviceSchema>;

/** The setup link token of `/activation-setup?activation_code=…`; absent = the first active plan. */
export const ActivationSetupQuerySchema = z.object({
  activation_code: z.string().trim().min(1).max(200).optional(),
});

export const ActivationSetupSchema = z.object({
  subscription: z.object({
    krn: z.string(),
    subscription_id: z.string(),
    plan_name: z.string(),
    setup_link_token: z.string(),
    /** An ended plan lists its devices but connects no more. */
    active: z.boolean(),
  }),
  devices: z.array(DeviceSchema),
  max_devices: z.number().int(),
  /** When the last code generated (and not yet used) stops working; the code itself is never shown again. */
  pending_code_expires_at: z.string().nullable(),
});
export type ActivationSetup = z.infer<typeof ActivationSetupSchema>;

export const CreateActivationCodeRequestSchema = z.object({
  activation_code: z.string().trim().min(1).max(200),
});

export const ActivationCodeSchema = z.object({
  /** Shown once, in groups of four: `ABCD-EFGH-JKMN`. */
  code: z.string(),
  expires_at: z.string(),
});
export type ActivationCode = z.infer<typeof ActivationCodeSchema>;

/** What a VPN app sends to connect itself. */
export const ActivateDeviceRequestSchema = z.object({
  code: z.string().trim().min(1, 'Enter the activation code.').max(40),
  name: DeviceNameSchema,
  platform: DevicePlatformSchema,
});

export const ActivatedDeviceSchema = z.object({
  device: DeviceSchema,
  /** The app's own credential: shown once, only its hash is kept. */
  credential: z.string(),
});

export const RenameDeviceRequestSchema = z.object({ name: DeviceNameSchema });
export type RenameDeviceRequest = z.input<typeof RenameDeviceRequestSchema>;

export const DeviceIdParamsSchema = z.object({ id: z.string().min(1).max(200) });
