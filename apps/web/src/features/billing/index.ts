// What other features may use of billing: the plan dialog and the subscription status, for the gates that offer a plan.
// eslint refuses an import of another feature's components/ or pages/ past this file.
export * from './components/ChoosePlanModal';
export * from './components/SubscriptionStatus';
