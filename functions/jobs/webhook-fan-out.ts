import { type FanOutResult, fanOutBusEvent } from '../services/webhooks/webhook-fan-out';

/**
 * Turns bus events into webhook deliveries. In AWS a rule on the app's bus (every event of source `bizpilot`) invokes
 * it; locally the in-process bus calls this same handler.
 */
export const handler = async (event: unknown): Promise<FanOutResult> => fanOutBusEvent(event);
