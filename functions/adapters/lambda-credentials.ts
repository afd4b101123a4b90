/**
 * The credentials of the functions' SDK clients in their Lambda bundles, in place of the SDK's
 * default chain (`@aws-sdk/credential-provider-node`, replaced by an esbuild alias in
 * infra/lib/function-defaults.ts). Lambda gives every function its role's credentials in
 * environment variables, which is the chain's first link; its other links (profiles and SSO, web
 * identity, credential processes, container and instance metadata) and the STS, SSO and sign-in
 * clients behind them are never reached there, and were about 130 KB of each bundle. Without those
 * variables this provider fails at once, naming them. The local runtime and the tests are not
 * bundled and keep the whole chain.
 */
import { type FromEnvInit, fromEnv } from '@aws-sdk/credential-provider-env';
import type { AwsCredentialIdentityProvider } from '@smithy/types';

/** The chain's signature: the clients call it with their logger and profile settings. */
export const defaultProvider = (init: FromEnvInit = {}): AwsCredentialIdentityProvider => fromEnv(init);
