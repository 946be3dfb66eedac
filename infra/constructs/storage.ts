import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface StorageProps {
  readonly removalPolicy: RemovalPolicy;
  /** Days an uploaded statement is kept; it is parsed into transactions at upload, so the file is only a record. */
  readonly statementRetentionDays?: number;
}

/**
 * Buckets: the private files bucket for uploaded bank statements, and the access-log bucket that the files
 * bucket, the site bucket and CloudFront write to.
 *
 * Statements reach S3 through the API (`POST /api/financial/upload-statement`, multipart), not by presigned
 * browser uploads, so the files bucket has no CORS configuration at all.
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
}
