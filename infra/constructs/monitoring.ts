import { Duration, Validations } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cloudwatchActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { AppFunction } from './app-function';

export interface MonitoringProps {
  /** Receives the alarms (the address must confirm the SNS subscription e-mail). */
  readonly alarmEmail: string;
  readonly httpApi: apigw.HttpApi;
  readonly jobFunctions: readonly AppFunction[];
  readonly deadLetterQueues: readonly sqs.IQueue[];
}

/**
 * A handful of alarms that say "something is broken" without per-route noise (each alarm costs $0.10 a month):
 * the API answering 5xx, a job function failing, and anything landing in a dead-letter queue.
 */
export class Monitoring extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'AlarmTopic', { displayName: 'BizPilot alarms', enforceSSL: true });
    this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notifications carry no customer data (alarm name and metric only). CloudWatch cannot publish to a topic encrypted with the AWS-managed SNS key, and a customer-managed key for alarms alone would cost more than the alarms.',
    });
    const action = new cloudwatchActions.SnsAction(this.topic);

    // Every alarm here means "at least `threshold` in one 5-minute period", and no data means nothing is wrong.
    const add = (alarmId: string, alarmDescription: string, metric: cloudwatch.IMetric, threshold = 1) => {
      const alarm = new cloudwatch.Alarm(this, alarmId, {
        alarmDescription,
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
      alarm.addAlarmAction(action);
      alarm.addOkAction(action);
      this.alarms.push(alarm);
    };
    const fiveMinutes = (statistic: string) => ({ period: Duration.minutes(5), statistic });

    add(
      'Api5xx',
      'The API answered with 5xx errors (a handler failed or timed out)',
      props.httpApi.metricServerError(fiveMinutes('Sum')),
      5,
    );
    for (const job of props.jobFunctions) {
      add(`${job.node.id}Errors`, `${job.node.id} failed`, job.function.metricErrors(fiveMinutes('Sum')));
    }
    for (const queue of props.deadLetterQueues) {
      add(
        `${queue.node.id}Messages`,
        `An event could not be delivered and waits in ${queue.node.id} (kept 14 days)`,
        queue.metricApproximateNumberOfMessagesVisible(fiveMinutes('Maximum')),
      );
    }
  }
}
