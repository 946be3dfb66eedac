import { Duration, type RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';

export interface AuthProps {
  /** The app's public origin (the CloudFront URL), for the OAuth callback and sign-out URLs. */
  readonly appOrigin: string;
  readonly domainPrefix: string;
  readonly removalPolicy: RemovalPolicy;
  readonly deletionProtection: boolean;
  /**
   * Send sign-up and recovery mails through SES as this verified identity (address or domain). Without it Cognito's
   * built-in sender is used, which AWS limits to a few dozen mails a day.
   */
  readonly email?: { readonly fromAddress: string; readonly identity: string };
}

/**
 * Cognito sign-in. The API is the OAuth client (backend-for-frontend): `/api/login` sends the browser to the managed
 * login page with a PKCE challenge, `/api/auth/callback` exchanges the code. The client has no secret — PKCE protects
 * the exchange — and tokens never reach browser JavaScript; the browser only holds the opaque session cookie.
 */
export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;
  readonly domain: cognito.UserPoolDomain;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true }, fullname: { required: false, mutable: true } },
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      ...(props.email
        ? {
            email: cognito.UserPoolEmail.withSES({
              fromEmail: props.email.fromAddress,
              fromName: 'BizPilot',
              // The stack's own region (a token when synthesised without an account): SES identities are regional.
              sesRegion: Stack.of(this).region,
              ...(props.email.identity !== props.email.fromAddress ? { sesVerifiedDomain: props.email.identity } : {}),
            }),
          }
        : {}),
      deletionProtection: props.deletionProtection,
      removalPolicy: props.removalPolicy,
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA is offered (authenticator app) but optional: the product targets owners of very small businesses, and the spec asks for a plain email sign-in. Make it REQUIRED per stage if policy demands.',
      },
      {
        id: 'AwsSolutions-COG3',
        reason:
          "Threat protection (advanced security) needs the Plus feature plan, billed per monthly active user; the strong password policy and Cognito's built-in lockout cover this app's risk at near-zero cost at rest.",
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'The Plus feature plan is billed per monthly active user; Essentials gives managed login, MFA and the password policy this app needs, keeping the cost at rest near zero.',
      },
    );

    this.domain = this.userPool.addDomain('Domain', {
      cognitoDomain: { domainPrefix: props.domainPrefix },
      managedLoginVersion: cognito.ManagedLoginVersion.NEWER_MANAGED_LOGIN,
    });

    this.client = this.userPool.addClient('WebClient', {
      generateSecret: false,
      preventUserExistenceErrors: true,
      supportedIdentityProviders: [cognito.UserPoolClientIdentityProvider.COGNITO],
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
        callbackUrls: [`${props.appOrigin}/api/auth/callback`],
        logoutUrls: [`${props.appOrigin}/`],
      },
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      enableTokenRevocation: true,
    });

    // Managed login (the newer hosted UI) shows a page only for app clients that have a style; Cognito's defaults.
    new cognito.CfnManagedLoginBranding(this, 'ManagedLoginBranding', {
      userPoolId: this.userPool.userPoolId,
      clientId: this.client.userPoolClientId,
      useCognitoProvidedValues: true,
    });
  }

  /** `https://<prefix>.auth.<region>.amazoncognito.com`, as `COGNITO_DOMAIN` expects. */
  get domainUrl(): string {
    return this.domain.baseUrl();
  }
}
