import { describe, expect, it } from 'vitest';
import { tracingAsked } from './tracing.mjs';

describe('traces are asked for by the standard OTEL_* variables only', () => {
  it('traces: off when no OTLP endpoint or traces exporter is named, so the SDK is never loaded', () => {
    expect(tracingAsked({})).toBe(false);
    expect(tracingAsked({ OTEL_SERVICE_NAME: 'storefront' })).toBe(false);
    expect(tracingAsked({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBe(false);
  });

  it('traces: on with an OTLP endpoint (all signals or traces alone) or a traces exporter', () => {
    expect(tracingAsked({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingAsked({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(
      true,
    );
    expect(tracingAsked({ OTEL_TRACES_EXPORTER: 'zipkin' })).toBe(true);
  });

  it('traces: OTEL_SDK_DISABLED=true or OTEL_TRACES_EXPORTER=none keeps them off, an endpoint notwithstanding', () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' };
    expect(tracingAsked({ ...endpoint, OTEL_SDK_DISABLED: 'true' })).toBe(false);
    expect(tracingAsked({ ...endpoint, OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
  });
});
