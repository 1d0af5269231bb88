import {
  invoicePdfSchema,
  messageSchema,
  redirectUrlSchema,
  subscriptionDetailsSchema,
  testCheckoutSchema,
  type Plan,
  type TestPortalAction,
} from '@dealscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/http';
import { sessionQueryKey } from '../../platform/session';

// Checked in development and tests only (platform/http.ts).
const replies = import.meta.env.PROD
  ? undefined
  : {
      subscription: subscriptionDetailsSchema,
      redirect: redirectUrlSchema,
      invoicePdf: invoicePdfSchema,
      testCheckout: testCheckoutSchema,
      message: messageSchema,
    };

export const subscriptionQueryKey = ['subscription'] as const;

/** Leaves the app for the provider's page (checkout, billing portal), or the test mode's page standing in for it. */
export const goTo = (url: string) => window.location.assign(url);

/** GET /api/subscription: the subscription, the card on file and the invoices. */
export function useSubscription() {
  return useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => api('/subscription', { signal, reply: replies?.subscription }),
  });
}

/** POST /api/subscription: a checkout of the plan; the browser goes there once the answer comes. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (plan: Plan) => api('/subscription', { method: 'POST', body: { plan }, reply: replies?.redirect }),
    onSuccess: ({ url }) => goTo(url),
  });
}

/** GET /api/subscription-session: the billing portal (Manage Plan, Update Payment Method, Renew now). */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => api('/subscription-session', { reply: replies?.redirect }),
    onSuccess: ({ url }) => goTo(url),
  });
}

/** GET /api/download-invoice/{id}: the invoice's PDF link, opened. */
export function useDownloadInvoice() {
  return useMutation({
    mutationFn: (invoiceId: string) => api(`/download-invoice/${encodeURIComponent(invoiceId)}`, { reply: replies?.invoicePdf }),
    onSuccess: ({ invoice_pdf }) => goTo(invoice_pdf),
  });
}

/** POST /api/retry-register-payment/{subscription}: a new checkout for a sign-up whose payment was canceled. */
export function useRetrySignUpPayment() {
  return useMutation({
    mutationFn: (subscription: string) =>
      api(`/retry-register-payment/${encodeURIComponent(subscription)}`, { method: 'POST', reply: replies?.redirect }),
    onSuccess: ({ url }) => goTo(url),
  });
}

/** GET /api/test-checkout/{session}: the test mode's checkout page. */
export function useTestCheckout(session: string) {
  return useQuery({
    queryKey: ['test-checkout', session],
    retry: false,
    queryFn: ({ signal }) => api(`/test-checkout/${encodeURIComponent(session)}`, { signal, reply: replies?.testCheckout }),
  });
}

/** 'Pay' or 'Cancel' on the test checkout page: the server answers where the provider would send the browser. */
export function useFinishTestCheckout(session: string) {
  return useMutation({
    mutationFn: (outcome: 'complete' | 'cancel') =>
      api(`/test-checkout/${encodeURIComponent(session)}/${outcome}`, { method: 'POST', reply: replies?.redirect }),
    onSuccess: ({ url }) => goTo(url),
  });
}

/** An action of the test mode's billing portal; the subscription and the profile flags are read again. */
export function useTestPortalAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TestPortalAction) => api('/test-portal', { method: 'POST', body: { action }, reply: replies?.message }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
