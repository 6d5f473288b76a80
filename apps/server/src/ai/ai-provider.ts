// docs/product/ai.md "Engine": the one interface every model is called through.

export interface AiMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface AiRequest {
  system: string;
  messages: AiMessage[];
  temperature: number;
  /** Already capped by the caller (docs/product/ai.md "Engine": 500). */
  maxTokens: number;
  /** Aborted when the client goes away: the call upstream is abandoned too. */
  signal?: AbortSignal;
}

export interface AiGeneration {
  text: string;
  finishReason: 'stop' | 'length';
  usage: { promptTokens: number; completionTokens: number };
}

export interface AiStream {
  /** Text deltas as they arrive; throws an AiUpstreamError. */
  deltas: AsyncIterable<string>;
  /** Settles after the last delta with the finish reason. */
  finished: Promise<'stop' | 'length'>;
}

export interface AiProvider {
  /** Who receives what is sent (the privacy setting names it): 'xAI', or the endpoint's host. */
  readonly recipient: string;
  /** The model's name, as the UI credits it. */
  readonly model: string;
  generate(request: AiRequest): Promise<AiGeneration>;
  /** Resolves once the first delta has arrived (so a failure before it can still be a proper HTTP error). */
  stream(request: AiRequest): Promise<AiStream>;
}
