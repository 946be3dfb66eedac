import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface StorageProps {
  readonly removalPolicy: RemovalPolicy;
  /** Days an uploaded statement is kept; it is imported into transactions at once, so the file is only a record. */
  readonly statementRetentionDays?: number;
}

/**
 * Buckets: the private files bucket for uploaded bank statements, and the access-log bucket that the files
 * bucket, the site bucket and CloudFront write to.
 *
 * Statements reach the files bucket two ways: through the API (`POST /api/financial/upload-statement`, multipart,
 * for files a request can carry) and, from the web app, by a presigned POST straight from the browser, which the
 * bucket's CORS rule allows (`allowBrowserUploads`). Either way the object's creation starts
 * the import job (`Jobs`).
 */
export class Storage extends Construct {
  readonly filesBucket: s3.Bucket;
  readonly logsBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);
    const disposable = props.removalPolicy === RemovalPolicy.DESTROY;

    this.logsBucket = new s3.Bucket(this, 'AccessLogs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logging writes with ACLs, so this one bucket keeps them enabled for the log writer.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(90) }],
      removalPolicy: props.removalPolicy,
      autoDeleteObjects: disposable,
    });
    Validations.of(this.logsBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging its own access would log the log writes.',
    });

    this.filesBucket = new s3.Bucket(this, 'Files', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'files-bucket/',
      lifecycleRules: [
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        { id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(30) },
        { id: 'expire-statements', expiration: Duration.days(props.statementRetentionDays ?? 400) },
      ],
      removalPolicy: props.removalPolicy,
      autoDeleteObjects: disposable,
    });
  }

  /**
   * Lets pages post presigned uploads (POST only). Any origin: what protects the bucket is the signed policy (one
   * exact key under the workspace's prefix, at most 10 MB, five minutes), which a page cannot forge; CORS only lets
   * the page read S3's answer. Naming the app's origin here would also make the bucket depend on the distribution,
   * whose CSP already depends on the bucket (a cycle).
   */
  allowBrowserUploads(): void {
    this.filesBucket.addCorsRule({
      allowedOrigins: ['*'],
      allowedMethods: [s3.HttpMethods.POST],
      allowedHeaders: ['*'],
      maxAge: 3000,
    });
  }
}
