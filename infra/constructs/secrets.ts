import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * Names of the secret settings, exactly as `readSecret(name)` in `functions/platform/secrets.ts` reads them:
 * a function granted one gets `<NAME>_SECRET_ARN` and fetches the value at runtime (cached for five minutes).
 */
export const SECRET_NAMES = [
  'AUTH_COOKIE_SECRET',
  'OPENAI_API_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'PLAID_SECRET',
] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

/** Provider keys are issued by the provider; the operator stores them after deploying (infra/README.md). */
const PROVIDER_KEYS: Record<Exclude<SecretName, 'AUTH_COOKIE_SECRET'>, string> = {
  OPENAI_API_KEY: 'OpenAI API key. Empty until set; while empty the app uses its built-in analyst.',
  STRIPE_SECRET_KEY: 'Stripe secret key. Empty until set; while empty billing runs in local mode.',
  STRIPE_WEBHOOK_SECRET: 'Stripe webhook signing secret (whsec_...). Empty until set.',
  PLAID_SECRET: 'Plaid secret. Empty until set; while empty the demo bank is used.',
};

export interface SecretsProps {
  readonly stage: string;
  readonly removalPolicy: RemovalPolicy;
}

export class Secrets extends Construct {
  readonly secrets: Record<SecretName, secretsmanager.Secret>;
  /** Encrypts each workspace's integration credentials (envelope encryption by the integrations code). */
  readonly credentialsKey: kms.Key;
  /** Shared between CloudFront (origin header) and the API's origin authorizer; never leaves AWS. */
  readonly originVerify: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: SecretsProps) {
    super(scope, id);

    const cookieSecret = new secretsmanager.Secret(this, 'AuthCookieSecret', {
      description: 'HMAC key that signs the OAuth state cookie during Cognito sign-in. Generated; never leaves AWS.',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(cookieSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The key only signs a sign-in state cookie that lives ten minutes; rotate it by changing the secret value (old cookies then fail once and the user signs in again). A rotation Lambda is not worth its cost here.',
    });

    const providerSecrets = Object.fromEntries(
      Object.entries(PROVIDER_KEYS).map(([name, description]) => {
        const secret = new secretsmanager.Secret(this, pascal(name), {
          description,
          removalPolicy: props.removalPolicy,
        });
        // CloudFormation creates an *empty* secret when neither SecretString nor GenerateSecretString is given
        // (the CDK otherwise generates a random value, which the app would mistake for a real key).
        (secret.node.defaultChild as secretsmanager.CfnSecret).addPropertyDeletionOverride('GenerateSecretString');
        Validations.of(secret).acknowledge({
          id: 'AwsSolutions-SMG4',
          reason:
            'A third-party API key is rotated at the provider (OpenAI, Stripe, Plaid dashboards), then stored here with put-secret-value; Secrets Manager cannot rotate it.',
        });
        return [name, secret];
      }),
    ) as Record<Exclude<SecretName, 'AUTH_COOKIE_SECRET'>, secretsmanager.Secret>;

    this.secrets = { AUTH_COOKIE_SECRET: cookieSecret, ...providerSecrets };

    this.originVerify = new secretsmanager.Secret(this, 'OriginVerifySecret', {
      description: 'Header value CloudFront adds to API requests; the API authorizer rejects requests without it.',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.originVerify).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront reads this value at deploy time (a dynamic reference in its origin header), so a rotation Lambda could not update it; rotation is put-secret-value then a deploy with a new originVerifyRotation label, and the authorizer accepts the previous value meanwhile (infra/README.md).',
    });

    this.credentialsKey = new kms.Key(this, 'IntegrationCredentialsKey', {
      description: 'Encrypts per-workspace integration credentials (API keys of connected providers).',
      alias: `alias/bizpilot-${props.stage}/integration-credentials`,
      enableKeyRotation: true,
      rotationPeriod: Duration.days(365),
      removalPolicy: props.removalPolicy,
      pendingWindow: Duration.days(30),
    });
  }
}

function pascal(name: string): string {
  return name
    .toLowerCase()
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}
