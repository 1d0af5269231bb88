import { billingRoutes, billingTestModeRoutes, type Plan, type TestPortalAction } from '@dealscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../platform/http';
import { sessionQueryKey } from '../../platform/session';

export const subscriptionQueryKey = ['subscription'] as const;

/** Leaves the app for the provider's page (checkout, billing portal), or the test mode's page standing in for it. */
export const goTo = (url: string) => window.location.assign(url);

/** GET /api/subscription: the subscription, the card on file and the invoices. */
export function useSubscription() {
  return useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => call(billingRoutes.subscription, {}, { signal }),
  });
}

/** POST /api/subscription: a checkout of the plan; the browser goes there once the answer comes. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (plan: Plan) => call(billingRoutes.checkout, { body: { plan } }),
    onSuccess: ({ url }) => goTo(url),
  });
}

/** GET /api/subscription-session: the billing portal (Manage Plan, Update Payment Method, Renew now). */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => call(billingRoutes.portal),
    onSuccess: ({ url }) => goTo(url),
  });
}

/** GET /api/download-invoice/{id}: the invoice's PDF link, opened. */
export function useDownloadInvoice() {
  return useMutation({
    mutationFn: (invoiceId: string) => call(billingRoutes.invoice, { params: { invoiceId } }),
    onSuccess: ({ invoice_pdf }) => goTo(invoice_pdf),
  });
}

/** POST /api/retry-register-payment/{subscription}: a new checkout for a sign-up whose payment was canceled. */
export function useRetrySignUpPayment() {
  return useMutation({
    mutationFn: (subscription: string) => call(billingRoutes.retrySignUpPayment, { params: { subscription } }),
    onSuccess: ({ url }) => goTo(url),
  });
}

/** GET /api/test-checkout/{session}: the test mode's checkout page. */
export function useTestCheckout(session: string) {
  return useQuery({
    queryKey: ['test-checkout', session],
    retry: false,
    queryFn: ({ signal }) => call(billingTestModeRoutes.checkout, { params: { session } }, { signal }),
  });
}

/** 'Pay' or 'Cancel' on the test checkout page: the server answers where the provider would send the browser. */
export function useFinishTestCheckout(session: string) {
  return useMutation({
    mutationFn: (outcome: 'complete' | 'cancel') => call(billingTestModeRoutes[outcome], { params: { session } }),
    onSuccess: ({ url }) => goTo(url),
  });
}

/** An action of the test mode's billing portal; the subscription and the profile flags are read again. */
export function useTestPortalAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TestPortalAction) => call(billingTestModeRoutes.portal, { body: { action } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
