const GSI_SRC = 'https://accounts.google.com/gsi/client';

export interface GoogleIdentity {
  initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type: 'standard';
      theme: 'outline';
      size: 'large';
      text: 'signin_with';
      shape: 'rectangular';
      width: number;
      logo_alignment: 'center';
    },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

let loading: Promise<GoogleIdentity> | null = null;

/** Google Identity Services, loaded on first use only (it is not needed for password sign-in). */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SRC;
    script.async = true;
    script.onload = () => {
      const identity = window.google?.accounts?.id;
      if (identity) resolve(identity);
      else reject(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('Google Identity Services did not load'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
