/** What the billing calls and screens say (spec part 2 §4 'Subscription display', §8), written once. */
export const billingMessages = {
  planInvalid: "Plan must be 'monthly' or 'yearly'",
  alreadySubscribed: 'You already have a subscription. Use Manage Plan to change it.',
  noCustomer: 'You have no subscription to manage yet. Choose a plan first.',
  invoiceNotFound: 'Invoice not found',
  subscriptionNotFound: 'Subscription not found',
  nothingToRetry: 'This payment has already been completed. Please log in.',
  checkoutNotFound: 'This checkout has ended. Start again from the subscription page.',
  /** The test checkout page without a session: a checkout is its owner's alone. */
  checkoutSignIn: 'Sign in with the account this checkout is for, then open it again.',
  signatureInvalid: 'Webhook signature verification failed',
  eventUnreadable: 'The event has no id, type or object',
  providerUnavailable: 'The payment provider could not be reached. Please try again in a few minutes.',
  expired: 'Your subscription has expired. Renew it to keep using the Professional plan.',
  paymentMethodInvalid: 'Your payment method is invalid. Update your payment method to keep your subscription.',
  paymentFailed: 'Your payment has failed. Update your payment method so that we can take the payment again.',
  canceled: (until: string) => `Your subscription has been canceled. You keep access to the Professional plan until ${until}.`,
  upcoming: (amount: string, date: string, cycle: string) =>
    `Your next payment of ${amount} is due on ${date}. Your plan renews every ${cycle}.`,
  none: 'You have no subscription yet. Choose a plan to use the Professional plan without limits.',
  testModeBanner: 'Test mode: no card is charged',
  /** The subscription page of a sign-up whose checkout has not completed: their checkout step. */
  finishSignUp: 'Finish your sign-up',
  /** The product's answer (402) to a sign-up whose checkout has not completed. */
  paymentRequired: 'Your subscription is not finished. Complete the checkout of the Professional plan to use Dealscout.',
} as const;
