import { create } from 'zustand';
import { DEFAULT_PHONE_PREFIX } from '../../i18n/markets.ts';

/** Login state (spec section 3): the chosen dialing code (default +84) and the phone typed so far. */
interface LoginState {
  dialCode: string;
  phone: string;
  setDialCode: (dialCode: string) => void;
  setPhone: (phone: string) => void;
}

export const useLoginState = create<LoginState>((set) => ({
  dialCode: DEFAULT_PHONE_PREFIX,
  phone: '',
  setDialCode: (dialCode) => set({ dialCode }),
  setPhone: (phone) => set({ phone }),
}));
