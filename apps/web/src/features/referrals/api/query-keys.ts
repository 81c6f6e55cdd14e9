export const referralKeys = {
  all: ['referrals'] as const,
  program: () => [...referralKeys.all, 'program'] as const,
  bonus: (code: string) => [...referralKeys.all, 'bonus', code] as const,
};
