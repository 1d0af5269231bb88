/** What billing offers to the other modules: they import it from here, never from its files. */
export { billSignUp, startSignUpCheckout, subscriptionDetails } from './billing.service.js';
