/**
 * The AWS SDK's default credential chain as the Lambda bundles see it (`infra/lambda-bundling.ts` aliases
 * `@aws-sdk/credential-provider-node` to this module; nothing imports it by name).
 *
 * Lambda hands a function its role's credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
 * AWS_SESSION_TOKEN), the first link of the default chain. The rest of the chain (SSO, shared ini files, processes,
 * web identity, container and instance metadata, with the STS/SSO clients they carry) never answers there but was
 * about 125 KB of every bundle to parse and compile at each cold start. The local runtime and the tests run the
 * sources unbundled, with the SDK's full chain or the explicit credentials of the stand-ins.
 */
export { fromEnv as defaultProvider } from '@aws-sdk/credential-provider-env';
